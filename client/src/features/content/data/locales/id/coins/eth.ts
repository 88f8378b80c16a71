import type { CoinContentInput } from '@shared/schemas/content';

export default {
  ticker: 'eth',
  coinId: 'ethereum',
  name: 'Ethereum',
  symbol: 'ETH',
  layout: 'faq-card',
  intro: [
    'Ethereum adalah blockchain yang dapat diprogram untuk menjalankan smart contract, yaitu kode di balik aplikasi terdesentralisasi, token, dan NFT. Ether, yang diperdagangkan dengan ticker ETH, adalah mata uang asli jaringan ini dan dipakai untuk membayar biaya transaksi serta untuk staking.',
    'Konverter ini menampilkan nilai ETH dalam rupiah, dolar AS, euro, atau mata uang lain berdasarkan data pasar real-time. Ketik jumlah ETH berapa pun untuk melihat nilainya beserta kurs kebalikannya, atau pilih mata uang fiat atau koin lain sebagai tujuan.',
  ],
  converting:
    'Masukkan jumlah ETH, lalu konverter mengalikannya dengan kurs pasar ETH saat ini dalam mata uang yang Anda pilih, yaitu harga median dari lima exchange dan CoinGecko yang diperbarui setiap menit. Jumlah pecahan lazim digunakan karena satu ETH terbagi menjadi satuan yang sangat kecil, dan tersedia pula halaman jumlah tetap seperti 0,1 ETH ke USD. Dana yang Anda terima di exchange bisa sedikit berbeda karena adanya spread dan biaya.',
  faq: {
    what: {
      question: 'Apa itu Ethereum (ETH)?',
      answer: [
        'Ethereum diusulkan oleh Vitalik Buterin pada 2013 dan diluncurkan pada Juli 2015 bersama sekelompok pendiri lain, di antaranya Gavin Wood dan Joseph Lubin. Ethereum adalah blockchain publik tempat pengembang dapat menerapkan smart contract yang berjalan persis seperti yang tertulis.',
        'ETH adalah mata uang asli jaringan ini. Pada September 2022, pembaruan yang dikenal sebagai the Merge memindahkan Ethereum dari proof of work ke proof of stake, sehingga blok kini diproduksi oleh validator yang melakukan staking ETH, bukan oleh penambang. Satuan terkecil ether adalah wei, sedangkan biaya biasanya dinyatakan dalam gwei, yaitu sepersemiliar ETH.',
      ],
    },
    unique: {
      question: 'Apa bedanya Ethereum dengan Bitcoin?',
      answer: [
        'Bitcoin dirancang terutama sebagai uang digital dengan pasokan tetap sebesar 21 juta koin. Ethereum dirancang sebagai platform serbaguna: smart contract-nya menggerakkan exchange terdesentralisasi, aplikasi pinjam-meminjam, stablecoin, NFT, dan banyak token lain, sementara ETH menjadi bahan bakar untuk membayar komputasi tersebut.',
        'ETH tidak memiliki pasokan maksimum yang tetap. ETH baru diterbitkan untuk validator, sedangkan sebagian dari setiap biaya transaksi dibakar berdasarkan perubahan pada 2021 yang dikenal sebagai EIP-1559, sehingga pasokan bersihnya bergantung pada tingkat kesibukan jaringan. Banyak aplikasi juga berjalan di jaringan layer 2 yang penyelesaian transaksinya kembali ke Ethereum.',
      ],
    },
    rateFactors: {
      question: 'Apa yang memengaruhi harga ETH?',
      answer: [
        'Harga ETH, baik dalam rupiah, dolar AS, maupun mata uang lain, bergantung pada permintaan perdagangan, penggunaan jaringan beserta sistem layer 2-nya, keseimbangan antara penerbitan baru dan biaya yang dibakar, tingkat staking, keputusan regulator, produk investasi seperti exchange-traded fund (ETF), serta pasar kripto secara umum.',
        'Sebagai contoh dari masa lalu, pada suatu waktu 1 ETH bernilai sekitar 2.641 USD, sehingga 0,1 ETH saat itu bernilai kira-kira 264 USD. Angka tersebut hanya ilustrasi; harga berubah terus-menerus, jadi lihat kurs langsung di atas untuk mengetahui nilai hari ini.',
      ],
    },
    whereToBuy: {
      question: 'Di mana saya bisa membeli atau menjual ETH?',
      intro:
        'ETH tersedia di hampir semua exchange kripto dan dapat diperdagangkan terhadap dolar AS, mata uang fiat lain, maupun stablecoin. Exchange lama dan mapan yang menyediakan ETH antara lain:',
      exchanges: ['Coinbase', 'Binance', 'Kraken', 'Gemini', 'Bitstamp', 'OKX'],
      note: 'Untuk self-custody, wallet seperti MetaMask atau hardware wallet seperti Ledger dan Trezor memungkinkan Anda menyimpan ETH sendiri, sementara exchange terdesentralisasi seperti Uniswap memungkinkan Anda menukarnya dengan token Ethereum lain langsung dari wallet Anda.',
      reminder:
        'Gunakan exchange yang tepercaya, aktifkan autentikasi dua faktor, dan simpan seed phrase Anda secara offline dan rahasia; jangan pernah memasukkannya di situs web, dan periksa kembali alamat tujuan sebelum mengirim ETH.',
    },
  },
  related: [
    { text: '0,1 ETH ke USD', href: '/eth-to-usd/0.1' },
    { text: '0,01 ETH ke USD', href: '/eth-to-usd/0.01' },
    { text: 'ETH ke EUR', href: '/eth-to-eur' },
    { text: 'ETH ke GBP', href: '/eth-to-gbp' },
    { text: 'ETH ke BTC', href: '/eth-to-btc' },
    { text: 'USD ke ETH', href: '/usd-to-eth' },
    { text: 'Kalkulator keuntungan kripto', href: '/crypto-profit-calculator' },
  ],
} satisfies CoinContentInput;
