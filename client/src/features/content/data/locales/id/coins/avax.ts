import type { CoinContentInput } from '@shared/schemas/content';

export default {
  ticker: 'avax',
  coinId: 'avalanche-2',
  name: 'Avalanche',
  symbol: 'AVAX',
  layout: 'faq-card',
  intro: [
    'Gunakan konverter ini untuk melihat nilai sejumlah AVAX, token asli jaringan Avalanche, dalam rupiah, dolar AS, atau mata uang lain. Hasilnya didasarkan pada kurs pasar real-time dan menampilkan kurs AVAX terhadap mata uang tersebut sekaligus kurs kebalikannya.',
    'Avalanche adalah platform blockchain proof of stake untuk smart contract dan jaringan khusus. Bagian-bagian di bawah ini menjelaskan cara melakukan konversi, kegunaan AVAX, faktor yang menggerakkan harganya, dan tempat token ini umumnya diperdagangkan.',
  ],
  converting:
    'Pilih tab “Kripto ke FIAT”, masukkan jumlah token di kolom Jumlah, lalu pilih AVAX sebagai mata uang Dari dan mata uang tujuan, misalnya IDR, sebagai mata uang Ke. Halaman akan menampilkan nilainya, harga satu AVAX, dan nilai satu unit mata uang tujuan dalam AVAX; tombol tukar membalik pasangan mata uang. Harganya adalah median dari CoinGecko dan exchange yang mencatatkan AVAX, diperbarui setiap menit, dan Anda dapat menekan Perbarui sekali setiap 10 detik. Jika data langsung tidak tersedia, halaman menandai nilai yang ditampilkan sebagai perkiraan. Untuk membandingkan AVAX dengan koin lain, beralihlah ke tab “Kripto ke Kripto”.',
  valueTable: {
    caption: 'Ilustrasi nilai AVAX dalam USD',
    rows: [
      { amount: '1 AVAX', value: '20–30 USD' },
      { amount: '10 AVAX', value: '200–300 USD' },
      { amount: '100 AVAX', value: '2.000–3.000 USD' },
      { amount: '2.000 AVAX (stake minimum validator)', value: '40.000–60.000 USD' },
    ],
    note: 'Tabel ini merupakan ilustrasi dari periode sebelumnya, ketika AVAX diperdagangkan di kisaran 20–30 USD. Angka ini bukan harga hari ini. Gunakan konverter langsung di atas untuk melihat kurs AVAX terkini.',
  },
  faq: {
    what: {
      question: 'Apa itu Avalanche (AVAX)?',
      answer: [
        'Avalanche adalah blockchain layer 1 yang dikembangkan oleh Ava Labs, perusahaan yang salah satu pendirinya adalah ilmuwan komputer Emin Gün Sirer. Mainnet-nya diluncurkan pada September 2020. Jaringan ini diamankan dengan proof of stake dan memakai protokol konsensus Avalanche, di mana validator berulang kali mengambil sampel kelompok kecil validator lain untuk mencapai kesepakatan dengan cepat, biasanya dalam beberapa detik.',
        'AVAX adalah token aslinya. Token ini dipakai untuk membayar biaya transaksi, yang kemudian dibakar, dan di-staking oleh validator serta delegator untuk mengamankan jaringan. Menjalankan validator mensyaratkan staking minimal 2.000 AVAX. Pasokannya dibatasi 720 juta token.',
      ],
    },
    unique: {
      question: 'Untuk apa AVAX digunakan, dan apa yang membedakan Avalanche?',
      answer: [
        'Jaringan publik utamanya terdiri atas beberapa chain bawaan dengan tugas masing-masing: C-Chain menjalankan smart contract yang kompatibel dengan Ethereum, X-Chain menangani transfer aset, dan P-Chain mengoordinasikan validator dan staking. Karena C-Chain mendukung Ethereum Virtual Machine, banyak wallet dan aplikasi Ethereum dapat berjalan di Avalanche dengan sedikit perubahan.',
        'Avalanche juga memungkinkan proyek meluncurkan blockchain mereka sendiri, yang semula disebut subnet dan kini dikenal sebagai Avalanche L1, dengan aturan, token biaya, dan kumpulan validator masing-masing. AVAX dipakai untuk biaya, staking, dan tata kelola di seluruh ekosistem ini.',
      ],
    },
    rateFactors: {
      question: 'Apa yang memengaruhi harga AVAX?',
      answer: [
        'Harga AVAX, baik dalam rupiah, dolar AS, maupun mata uang lain, digerakkan oleh penawaran dan permintaan di exchange dan cenderung mengikuti pasar kripto yang lebih luas. Aktivitas di jaringan, seperti keuangan terdesentralisasi (DeFi), game, dan chain Avalanche L1 baru, dapat memengaruhi permintaan terhadap token ini, begitu pula jumlah AVAX yang terkunci dalam staking.',
        'Pembukaan token (token unlock) dari alokasi sebelumnya, pembakaran biaya, persaingan dari platform smart contract lain, pencatatan di exchange, dan kondisi ekonomi secara umum juga berperan. Kurs dapat bergerak cepat, jadi periksa konverter langsung untuk angka terkini.',
      ],
    },
    whereToBuy: {
      question: 'Di mana saya bisa membeli atau menjual AVAX?',
      intro:
        'AVAX tercatat di sebagian besar exchange besar, biasanya terhadap dolar AS, euro, stablecoin, dan bitcoin. Exchange mapan yang menyediakan AVAX antara lain:',
      exchanges: ['Coinbase', 'Binance', 'Kraken', 'OKX', 'Bybit', 'KuCoin'],
      note: 'AVAX juga dapat disimpan di wallet self-custody seperti Core, wallet buatan Ava Labs, atau MetaMask di C-Chain, dan ditukar di exchange terdesentralisasi seperti Trader Joe (LFJ). Saat menarik dana dari exchange, pastikan Anda memilih C-Chain atau jaringan yang sesuai dengan wallet Anda.',
      reminder:
        'Periksa layanan mana yang tersedia di negara Anda dan bandingkan biayanya, yang umumnya berkisar 0,1–0,5% per transaksi. Gunakan exchange yang tepercaya, aktifkan autentikasi dua faktor, dan simpan seed phrase Anda secara offline dan rahasia.',
    },
  },
  related: [
    { text: 'AVAX ke EUR', href: '/avax-to-eur' },
    { text: 'AVAX ke GBP', href: '/avax-to-gbp' },
    { text: 'AVAX ke BTC', href: '/avax-to-btc' },
    { text: 'AVAX ke ETH', href: '/avax-to-eth' },
    { text: '10 AVAX ke USD', href: '/avax-to-usd/10' },
    { text: '100 AVAX ke USD', href: '/avax-to-usd/100' },
    { text: 'Kalkulator keuntungan kripto', href: '/crypto-profit-calculator' },
  ],
} satisfies CoinContentInput;
