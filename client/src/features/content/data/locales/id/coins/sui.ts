import type { CoinContentInput } from '@shared/schemas/content';

export default {
  ticker: 'sui',
  coinId: 'sui',
  name: 'Sui',
  symbol: 'SUI',
  layout: 'faq-card',
  intro: [
    'Konversikan SUI, token asli blockchain Sui, ke rupiah, dolar AS, atau mata uang lain dengan alat ini. Ketik jumlahnya, dan konverter akan menampilkan nilainya beserta kurs SUI terhadap mata uang tersebut dan kurs kebalikannya, berdasarkan harga pasar real-time.',
    'Sui adalah blockchain layer 1 yang meluncurkan mainnet-nya pada 2023 dan berfokus pada pemrosesan transaksi secara paralel dan cepat. Panduan di bawah ini membahas cara mengonversi SUI, keunikan jaringannya, faktor yang menggerakkan harganya, dan tempat Anda dapat memperdagangkannya.',
  ],
  converting:
    'Buka tab “Kripto ke FIAT”, masukkan berapa SUI yang ingin Anda konversi, lalu atur mata uang Dari ke SUI dan mata uang Ke ke mata uang tujuan, misalnya IDR. Anda akan melihat nilainya, kurs per SUI, dan kurs per unit mata uang tujuan; tekan tombol tukar untuk mengonversi ke arah sebaliknya. Kursnya adalah harga median dari CoinGecko dan exchange yang mencatatkan SUI, diperbarui setiap menit, dan Perbarui dapat digunakan sekali setiap 10 detik. Jika aliran data langsung terputus, halaman akan memberi keterangan bahwa nilai yang ditampilkan merupakan perkiraan.',
  faq: {
    what: {
      question: 'Apa itu Sui (SUI)?',
      answer: [
        'Sui adalah blockchain layer 1 berbasis proof of stake yang dikembangkan oleh Mysten Labs, perusahaan yang didirikan oleh mantan insinyur proyek Diem dan Novi milik Meta, termasuk Evan Cheng. Mainnet Sui diluncurkan pada Mei 2023. Smart contract di Sui ditulis dengan Sui Move, versi dari bahasa pemrograman Move yang awalnya dibuat untuk Diem.',
        'SUI adalah token aslinya. Token ini dipakai untuk membayar biaya gas, di-staking pada validator untuk mengamankan jaringan melalui delegated proof of stake, dan digunakan dalam tata kelola on-chain. Total pasokannya dibatasi 10 miliar SUI, yang dilepas secara bertahap dari waktu ke waktu.',
      ],
    },
    unique: {
      question: 'Apa yang membedakan Sui dari blockchain lain?',
      answer: [
        'Sui memakai model data berbasis objek: aset seperti koin dan NFT merupakan objek tersendiri yang memiliki pemilik, bukan entri dalam tabel akun bersama. Transaksi yang hanya menyentuh objek milik satu alamat tidak perlu diurutkan terhadap transaksi lain, sehingga dapat diproses secara paralel dan mencapai finalitas dengan sangat cepat.',
        'Transaksi yang melibatkan objek bersama, seperti pool trading, melewati protokol konsensus jaringan. Pemisahan antara transaksi sederhana dan transaksi bersama inilah, ditambah fokus bahasa Move pada penanganan aset yang aman, yang membedakan Sui dari blockchain berbasis akun seperti Ethereum.',
      ],
    },
    rateFactors: {
      question: 'Apa yang memengaruhi harga SUI?',
      answer: [
        'Harga SUI, baik dalam rupiah, dolar AS, maupun mata uang lain, terbentuk dari penawaran dan permintaan di exchange dan sering mengikuti arah pasar kripto secara keseluruhan. Pertumbuhan atau penurunan aplikasi di Sui, seperti keuangan terdesentralisasi (DeFi) dan game, serta jumlah SUI yang di-staking dapat mengubah permintaan terhadap token ini.',
        'Jadwal pembukaan token (token unlock) bagi investor awal dan kontributor menambah pasokan yang beredar dan dapat menekan harga. Pencatatan di exchange, persaingan dari blockchain cepat lainnya, insiden jaringan, dan kondisi ekonomi yang lebih luas juga berpengaruh.',
      ],
    },
    whereToBuy: {
      question: 'Di mana saya bisa membeli atau menjual SUI?',
      intro:
        'SUI telah tercatat di banyak exchange besar sejak peluncuran mainnet-nya, biasanya terhadap stablecoin dan, di sebagian platform, dolar AS atau euro. Exchange mapan yang mencatatkan SUI antara lain:',
      exchanges: ['Binance', 'OKX', 'Kraken', 'Bybit', 'KuCoin', 'Gate.io'],
      note: 'Untuk menyimpan SUI sendiri, Anda dapat memakai wallet yang kompatibel dengan Sui seperti Slush (sebelumnya Sui Wallet) atau Phantom, dan menukar token di exchange terdesentralisasi yang dibangun di Sui, seperti Cetus. Selalu tarik SUI melalui jaringan Sui itu sendiri.',
      reminder:
        'Pastikan exchange yang Anda pilih tepercaya dan beroperasi secara legal di negara Anda. Aktifkan autentikasi dua faktor pada akun Anda, dan jangan pernah membagikan atau menyimpan seed phrase Anda di mana pun secara online.',
    },
  },
  related: [
    { text: 'SUI ke EUR', href: '/sui-to-eur' },
    { text: 'SUI ke GBP', href: '/sui-to-gbp' },
    { text: 'SUI ke BTC', href: '/sui-to-btc' },
    { text: 'SUI ke SOL', href: '/sui-to-sol' },
    { text: '100 SUI ke USD', href: '/sui-to-usd/100' },
    { text: 'Kalkulator keuntungan kripto', href: '/crypto-profit-calculator' },
  ],
} satisfies CoinContentInput;
