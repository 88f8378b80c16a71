import type { CoinContentInput } from '@shared/schemas/content';

export default {
  ticker: 'link',
  coinId: 'chainlink',
  name: 'Chainlink',
  symbol: 'LINK',
  layout: 'guide',
  intro: [
    'Chainlink adalah jaringan oracle terdesentralisasi yang membawa informasi dari luar, seperti harga aset, ke dalam blockchain agar dapat digunakan oleh smart contract. LINK adalah token yang dipakai untuk membayar operator node yang menyalurkan data tersebut dan dapat di-staking untuk membantu mengamankan layanan ini.',
    'Konverter ini menampilkan nilai LINK dalam rupiah, dolar AS, euro, atau mata uang lain berdasarkan data pasar real-time. Ketik jumlah LINK berapa pun untuk melihat nilainya beserta kurs kebalikannya, atau ganti tujuan dengan mata uang fiat atau koin lain.',
  ],
  converting:
    'Masukkan jumlah LINK Anda, lalu konverter mengalikannya dengan kurs pasar LINK saat ini dalam mata uang yang Anda pilih, yaitu harga median dari CoinGecko dan exchange yang mencatatkan LINK, yang diperbarui setiap menit. Hasilnya merupakan acuan berdasarkan perdagangan di banyak exchange; harga di platform tertentu bisa sedikit berbeda karena spread dan biayanya.',
  guide: {
    steps: [
      'Pilih tab “Kripto ke FIAT”, karena Anda akan mengonversi mata uang kripto ke mata uang fiat.',
      'Di pemilih Dari, cari Chainlink atau LINK dan pilih sebagai koin asal.',
      'Di pemilih Ke, pilih mata uang tujuan, misalnya IDR, tempat nilainya akan ditampilkan.',
      'Masukkan jumlah LINK di kolom Jumlah; pecahan seperti 0,75 LINK juga diterima.',
      'Baca hasilnya dalam mata uang tujuan, beserta kurs dan kurs kebalikannya yang menunjukkan berapa LINK yang dapat dibeli dengan satu unit mata uang tersebut.',
      'Tekan Perbarui untuk mendapatkan kurs terbaru, yang tersedia sekali setiap 10 detik, atau gunakan tombol tukar untuk mengonversi dari mata uang fiat ke LINK.',
    ],
    priceFactors: [
      {
        title: 'Permintaan layanan oracle',
        text: 'Makin banyak aplikasi keuangan terdesentralisasi (DeFi) dan smart contract lain yang mengandalkan price feed dan layanan Chainlink, makin relevan LINK sebagai token untuk membayar layanan tersebut.',
      },
      {
        title: 'Staking',
        text: 'Pemegang LINK dan operator node dapat melakukan staking token untuk menjamin keandalan layanan Chainlink. Jumlah yang di-staking dan imbalan yang ditawarkan memengaruhi berapa banyak LINK yang tersedia untuk diperdagangkan.',
      },
      {
        title: 'Total pasokan tetap',
        text: 'LINK memiliki total pasokan satu miliar token. Sebagian di antaranya ditahan saat peluncuran untuk insentif operator node dan untuk perusahaan, sehingga perubahan pasokan yang beredar selalu dicermati pasar.',
      },
      {
        title: 'Kemitraan dan adopsi',
        text: 'Integrasi baru dengan blockchain, lembaga keuangan, atau proyek lintas rantai (cross-chain) dapat mengubah ekspektasi tentang seberapa luas Chainlink digunakan.',
      },
      {
        title: 'Pasar kripto yang lebih luas',
        text: 'LINK umumnya bergerak seiring pasar kripto yang lebih luas dan aktivitas keuangan terdesentralisasi berbasis Ethereum.',
      },
    ],
    whyConvert: [
      {
        title: 'Mengetahui saldo Anda',
        text: 'Mengonversi LINK menunjukkan nilai token yang disimpan di exchange, di wallet, atau dalam posisi staking, dalam rupiah atau mata uang lain.',
      },
      {
        title: 'Menilai imbalan dan pembayaran',
        text: 'Operator node dan staker memperoleh LINK; mengonversinya ke mata uang fiat menunjukkan nilai pendapatan tersebut pada kurs saat ini.',
      },
      {
        title: 'Memeriksa kuotasi',
        text: 'Kurs acuan yang berlaku memungkinkan Anda membandingkan harga dan biaya di exchange sebelum membeli atau menjual LINK.',
      },
      {
        title: 'Menyimpan catatan',
        text: 'Mencatat nilai LINK dalam mata uang fiat pada saat setiap transaksi mendukung penyusunan anggaran dan pelaporan pajak jika berlaku.',
      },
    ],
    closing: {
      title: 'Menggunakan konverter LINK',
      paragraphs: [
        'Semua kurs di halaman ini adalah kurs pasar real-time yang diperbarui setiap menit, masing-masing berupa harga median dari CoinGecko dan exchange yang mencatatkan LINK, sedangkan nilai dalam tabel merupakan perkiraan. Jika data langsung sesaat tidak tersedia, halaman akan menyatakan bahwa yang ditampilkan adalah nilai perkiraan.',
        'Gunakan konverter sebagai acuan cepat dan pastikan harga akhirnya di platform tempat Anda bertransaksi.',
      ],
    },
  },
  faq: {
    what: {
      question: 'Apa itu Chainlink (LINK)?',
      answer: [
        'Chainlink diciptakan oleh Sergey Nazarov dan Steve Ellis, yang menerbitkan whitepaper-nya pada 2017. Token LINK dijual pada tahun yang sama, dan jaringan Chainlink mulai beroperasi di mainnet Ethereum pada 2019.',
        'Chainlink menghubungkan smart contract dengan data dan sistem di luar blockchain. Jaringan operator node independen mengambil informasi seperti harga pasar, menggabungkannya, lalu memublikasikannya secara on-chain, sehingga tidak ada satu sumber pun yang mengendalikan hasilnya.',
      ],
    },
    unique: {
      question: 'Untuk apa Chainlink digunakan?',
      answer: [
        'Blockchain tidak dapat membaca data dari luar dengan sendirinya, sehingga aplikasi memakai Chainlink untuk price feed pada protokol pinjam-meminjam dan trading, angka acak yang dapat diverifikasi untuk game dan proyek NFT, eksekusi kontrak otomatis, serta bukti bahwa cadangan yang menjamin suatu token benar-benar ada.',
        'Chainlink juga menyediakan Cross-Chain Interoperability Protocol, yang dikenal sebagai CCIP, yang memungkinkan aplikasi mengirim token dan pesan antar-blockchain yang berbeda. LINK dipakai untuk membayar layanan tersebut dan untuk staking guna mendukungnya.',
      ],
    },
    rateFactors: {
      question: 'Apa yang memengaruhi harga LINK?',
      answer: [
        'Harga LINK, baik dalam rupiah, dolar AS, maupun mata uang lain, bergantung pada permintaan perdagangan, seberapa luas layanan Chainlink digunakan, tingkat staking, perubahan pasokan yang beredar, kemitraan dan integrasi baru, serta pasar kripto secara keseluruhan.',
        'Konverter memakai data langsung yang diperbarui setiap menit. Lihat kurs langsung di atas untuk mengetahui nilai terkini.',
      ],
    },
    whereToBuy: {
      question: 'Di mana saya bisa membeli atau menjual LINK?',
      intro:
        'LINK tercatat di sebagian besar exchange kripto besar dan dapat diperdagangkan terhadap dolar AS, mata uang fiat lain, maupun stablecoin. Exchange mapan yang menyediakan LINK antara lain:',
      exchanges: ['Coinbase', 'Binance', 'Kraken', 'OKX', 'Bybit', 'KuCoin'],
      note: 'LINK adalah token berbasis Ethereum, sehingga dapat disimpan di wallet self-custody seperti MetaMask atau hardware wallet dan ditukar di exchange terdesentralisasi seperti Uniswap. Periksa jaringan yang dipakai wallet Anda sebelum mengirim token.',
      reminder:
        'Gunakan exchange yang tepercaya, aktifkan autentikasi dua faktor, dan simpan seed phrase Anda secara offline dan rahasia; tim dukungan yang asli tidak akan pernah memintanya.',
    },
  },
  related: [
    { text: 'LINK ke EUR', href: '/link-to-eur' },
    { text: 'LINK ke GBP', href: '/link-to-gbp' },
    { text: 'LINK ke ETH', href: '/link-to-eth' },
    { text: 'LINK ke BTC', href: '/link-to-btc' },
    { text: 'USD ke LINK', href: '/usd-to-link' },
    { text: 'Kalkulator keuntungan kripto', href: '/crypto-profit-calculator' },
  ],
} satisfies CoinContentInput;
