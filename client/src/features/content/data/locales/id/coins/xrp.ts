import type { CoinContentInput } from '@shared/schemas/content';

export default {
  ticker: 'xrp',
  coinId: 'ripple',
  name: 'XRP',
  symbol: 'XRP',
  layout: 'faq-card',
  intro: [
    'Konverter ini mengubah jumlah XRP berapa pun ke rupiah, dolar AS, atau mata uang fiat maupun mata uang kripto lain dengan kurs pasar yang diperbarui sepanjang hari. Masukkan jumlahnya, pilih XRP dan mata uang yang Anda inginkan, lalu hasilnya muncul bersama kurs dan kurs kebalikannya.',
    'XRP adalah aset asli XRP Ledger, jaringan publik yang dibangun untuk pembayaran yang cepat dan murah. Di bawah ini tersedia panduan singkat tentang cara kerja konversi, apa itu XRP, apa saja yang menggerakkan harganya, dan di mana orang biasanya membeli serta menjualnya.',
  ],
  converting:
    'Buka tab “Kripto ke FIAT”, ketik jumlah koin di kolom Jumlah, pilih XRP di daftar Dari dan mata uang tujuan, misalnya IDR, di daftar Ke. Konverter akan menampilkan nilainya beserta kurs untuk satu XRP dan untuk satu unit mata uang tujuan. Gunakan tombol tukar untuk mengonversi ke arah sebaliknya, dari mata uang fiat ke XRP. Kurs yang dipakai adalah harga median dari CoinGecko dan exchange yang mencatatkan XRP, diperbarui setiap menit, dan tombol Perbarui dapat mengambil kuotasi baru paling sering sekali setiap 10 detik. Jika data langsung tidak dapat dimuat, halaman akan memberi tahu Anda dan angka yang ditampilkan merupakan perkiraan.',
  valueTable: {
    caption: 'Ilustrasi nilai XRP dalam USD',
    rows: [
      { amount: '1 XRP', value: '0,50–0,60 USD' },
      { amount: '10 XRP', value: '5–6 USD' },
      { amount: '100 XRP', value: '50–60 USD' },
      { amount: '1.000 XRP', value: '500–600 USD' },
    ],
    note: 'Tabel ini merupakan ilustrasi dari periode sebelumnya, ketika XRP diperdagangkan di kisaran 0,50–0,60 USD. Angka ini bukan harga hari ini. Gunakan konverter langsung di atas untuk melihat kurs XRP terkini.',
  },
  faq: {
    what: {
      question: 'Apa itu XRP?',
      answer: [
        'XRP adalah aset digital asli XRP Ledger, blockchain publik bersumber terbuka yang mulai beroperasi pada 2012. Ledger ini dibuat oleh pengembang David Schwartz, Jed McCaleb, dan Arthur Britto, sementara perusahaan yang kini dikenal sebagai Ripple didirikan pada waktu yang hampir bersamaan dan menerima porsi besar koinnya. Seluruh 100 miliar XRP diciptakan saat ledger diluncurkan; tidak ada penambangan, dan biaya sangat kecil yang dimusnahkan pada setiap transaksi perlahan-lahan mengurangi pasokannya.',
        'Alih-alih proof of work atau proof of stake, XRP Ledger memakai protokol konsensusnya sendiri, di mana validator independen menyepakati setiap versi ledger baru setiap beberapa detik. Setiap akun wajib menyimpan cadangan minimum XRP dalam jumlah kecil. Selama bertahun-tahun cadangan dasar tersebut sebesar 10 XRP, tetapi angkanya telah diturunkan dari waktu ke waktu, jadi periksa besaran cadangan terkini sebelum mengisi akun baru.',
      ],
    },
    unique: {
      question: 'Apa bedanya XRP dengan Ripple?',
      answer: [
        'Ripple adalah perusahaan swasta yang membangun produk pembayaran dan kustodian untuk bank dan pelaku usaha, sedangkan XRP adalah asetnya dan XRP Ledger adalah jaringan publik tempat aset itu berjalan. Ripple memakai XRP dalam sebagian layanan pembayaran lintas negaranya, tetapi ledger tersebut bersumber terbuka, sehingga siapa pun dapat menjalankan validator, memegang XRP, atau membangun di atas jaringan ini tanpa melibatkan perusahaan tersebut.',
        'XRP Ledger sejak awal dirancang untuk pembayaran: transaksi selesai dalam beberapa detik, biayanya hanya sepersekian sen, dan ledger ini memiliki exchange terdesentralisasi bawaan untuk memperdagangkan token yang diterbitkan. Fokus pada penyelesaian transaksi yang cepat dan murah inilah yang membedakannya dari platform smart contract serbaguna.',
      ],
    },
    rateFactors: {
      question: 'Apa yang memengaruhi harga XRP?',
      answer: [
        'Seperti mata uang kripto lainnya, harga XRP terbentuk dari penawaran dan permintaan di banyak exchange, sehingga nilainya dalam rupiah, dolar AS, maupun mata uang lain bergerak mengikuti sentimen pasar kripto secara keseluruhan, volume perdagangan, dan likuiditas. Berita tentang perusahaan Ripple, termasuk perkembangan hukum dan regulasi di Amerika Serikat maupun negara lain, pernah menggerakkan harganya secara tajam.',
        'Faktor lainnya mencakup adopsi XRP untuk pembayaran, pelepasan XRP yang disimpan Ripple dalam escrow, pencatatan dan penghapusan di exchange, serta kondisi ekonomi yang lebih luas yang memengaruhi selera terhadap risiko. Karena kurs bisa berubah cepat, anggaplah setiap angka sebagai gambaran sesaat dan periksa konverter langsung sebelum bertransaksi.',
      ],
    },
    whereToBuy: {
      question: 'Di mana saya bisa membeli atau menjual XRP?',
      intro:
        'XRP termasuk mata uang kripto yang paling banyak tercatat di exchange, dan diperdagangkan terhadap dolar AS, euro, stablecoin, serta bitcoin di sebagian besar platform besar. Exchange ternama yang mencatatkan XRP antara lain:',
      exchanges: ['Coinbase', 'Binance', 'Kraken', 'Bitstamp', 'OKX', 'Bybit'],
      note: 'Jika Anda lebih suka menyimpan XRP sendiri, wallet seperti Xaman (sebelumnya Xumm) dan hardware wallet dari Ledger mendukung XRP Ledger. Ingat bahwa akun baru memerlukan cadangan minimum, dan banyak exchange mewajibkan destination tag saat Anda melakukan deposit, jadi salin tag tersebut dengan tepat.',
      reminder:
        'Ketersediaan bergantung pada tempat tinggal Anda, dan biaya trading umumnya berada di kisaran 0,1–0,5% per transaksi. Gunakan exchange yang tepercaya dan teregulasi, aktifkan autentikasi dua faktor, dan jangan pernah membagikan seed phrase Anda atau menyimpannya secara online.',
    },
  },
  related: [
    { text: 'XRP ke EUR', href: '/xrp-to-eur' },
    { text: 'XRP ke GBP', href: '/xrp-to-gbp' },
    { text: 'XRP ke BTC', href: '/xrp-to-btc' },
    { text: '100 XRP ke USD', href: '/xrp-to-usd/100' },
    { text: '1.000 XRP ke USD', href: '/xrp-to-usd/1000' },
    { text: 'USD ke XRP', href: '/usd-to-xrp' },
    { text: 'Kalkulator keuntungan kripto', href: '/crypto-profit-calculator' },
  ],
} satisfies CoinContentInput;
