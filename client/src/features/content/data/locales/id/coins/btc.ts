import type { CoinContentInput } from '@shared/schemas/content';

export default {
  ticker: 'btc',
  coinId: 'bitcoin',
  name: 'Bitcoin',
  symbol: 'BTC',
  layout: 'faq-card',
  intro: [
    'Bitcoin adalah mata uang kripto pertama, yakni mata uang digital peer-to-peer yang berjalan di blockchain publik tanpa dikendalikan bank sentral atau perusahaan mana pun. Bitcoin diperkenalkan pada 2008 oleh sosok berjuluk Satoshi Nakamoto, dan jaringannya telah beroperasi sejak Januari 2009.',
    'Konverter ini menampilkan nilai Bitcoin dalam rupiah, dolar AS, euro, atau mata uang lain berdasarkan data pasar real-time. Masukkan jumlah BTC berapa pun, termasuk pecahan kecil, untuk melihat nilainya beserta kurs kebalikannya, atau ganti mata uang tujuan dengan mata uang fiat atau koin lain.',
  ],
  converting:
    'Masukkan jumlah BTC, lalu konverter mengalikannya dengan kurs pasar Bitcoin saat ini dalam mata uang yang Anda pilih, yaitu harga median dari lima exchange dan CoinGecko yang diperbarui setiap menit. Anda dapat memasukkan pecahan bitcoin, karena satu BTC terbagi menjadi 100 juta satoshi, dan tersedia pula halaman jumlah tetap seperti 0,01 BTC ke USD. Exchange menerapkan spread dan biaya masing-masing, sehingga dana yang Anda terima saat menjual bisa sedikit lebih rendah daripada angka pasar.',
  faq: {
    what: {
      question: 'Apa itu Bitcoin (BTC)?',
      answer: [
        'Bitcoin adalah mata uang digital terdesentralisasi yang dijelaskan dalam whitepaper terbitan Satoshi Nakamoto pada Oktober 2008. Blok pertamanya ditambang pada 3 Januari 2009, dan sejak itu jaringannya dijalankan oleh komunitas global yang terdiri atas pengguna, pengembang, dan penambang.',
        'Transaksi dicatat dalam buku besar publik, yaitu blockchain, dan diamankan dengan proof of work: penambang mengerahkan daya komputasi untuk menambahkan blok baru kira-kira setiap sepuluh menit dan memperoleh bitcoin yang baru tercipta serta biaya transaksi sebagai imbalan. Satuan terkecil bitcoin, yakni seperseratus juta koin, disebut satoshi.',
      ],
    },
    unique: {
      question: 'Apa yang membuat Bitcoin unik?',
      answer: [
        'Pasokan maksimum Bitcoin ditetapkan sebesar 21 juta koin dan tertulis dalam aturan jaringannya. Imbalan bagi penambang berkurang separuh kira-kira setiap empat tahun, tepatnya setiap 210.000 blok, sehingga pertambahan pasokan baru makin melambat hingga batas tersebut tercapai.',
        'Sebagai mata uang kripto tertua dan paling dikenal, Bitcoin kerap disebut sebagai penyimpan nilai atau emas digital. Bitcoin juga dipakai untuk pembayaran, termasuk melalui sistem layer 2 yang lebih cepat seperti Lightning Network.',
      ],
    },
    rateFactors: {
      question: 'Apa yang memengaruhi harga BTC?',
      answer: [
        'Harga BTC, baik dalam rupiah, dolar AS, maupun mata uang lain, terbentuk dari penawaran dan permintaan di berbagai exchange di seluruh dunia. Harga ini dipengaruhi sentimen investor, suku bunga dan kondisi ekonomi lainnya, keputusan regulator, arus dana ke produk investasi seperti exchange-traded fund (ETF), serta siklus halving yang mengurangi pasokan baru.',
        'Karena kurs terus bergerak, konverter ini memakai data langsung yang diperbarui setiap menit. Lihat kurs langsung di atas untuk mengetahui nilai terkini.',
      ],
    },
    whereToBuy: {
      question: 'Di mana saya bisa membeli atau menjual BTC?',
      intro:
        'Bitcoin tersedia di hampir semua exchange kripto serta di banyak aplikasi pialang dan pembayaran. Exchange lama dan mapan tempat Anda dapat memperdagangkan BTC terhadap dolar AS dan mata uang lain antara lain:',
      exchanges: ['Coinbase', 'Binance', 'Kraken', 'Bitstamp', 'Gemini', 'OKX'],
      note: 'Untuk self-custody jangka panjang, banyak pemilik memakai hardware wallet seperti Ledger atau Trezor, atau wallet khusus Bitcoin seperti Sparrow atau BlueWallet, sehingga hanya mereka sendiri yang menguasai kunci privatnya.',
      reminder:
        'Sebisa mungkin gunakan exchange yang tepercaya dan teregulasi, aktifkan autentikasi dua faktor, dan tulis seed phrase Anda di atas kertas atau pelat logam yang disimpan secara offline; siapa pun yang mengetahuinya dapat memindahkan bitcoin Anda.',
    },
  },
  related: [
    { text: 'BTC ke EUR', href: '/btc-to-eur' },
    { text: 'BTC ke GBP', href: '/btc-to-gbp' },
    { text: 'BTC ke ETH', href: '/btc-to-eth' },
    { text: 'USD ke BTC', href: '/usd-to-btc' },
    { text: '0,01 BTC ke USD', href: '/btc-to-usd/0.01' },
    { text: '0,001 BTC ke USD', href: '/btc-to-usd/0.001' },
    { text: 'Kalkulator keuntungan kripto', href: '/crypto-profit-calculator' },
  ],
} satisfies CoinContentInput;
