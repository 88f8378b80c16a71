import type { CoinContentInput } from '@shared/schemas/content';

export default {
  ticker: 'bnb',
  coinId: 'binancecoin',
  name: 'BNB',
  symbol: 'BNB',
  layout: 'guide',
  intro: [
    'BNB adalah koin asli BNB Chain dan berkaitan erat dengan exchange Binance, tempat koin ini pertama kali muncul pada 2017. BNB dipakai untuk membayar biaya gas di BNB Smart Chain, dapat di-staking pada validator, dan memberi pemegangnya potongan biaya serta berbagai manfaat lain di Binance.',
    'Konverter ini menampilkan nilai BNB dalam rupiah, dolar AS, euro, atau mata uang lain berdasarkan data pasar real-time. Ketik jumlah BNB untuk melihat nilai setaranya dan kurs kebalikannya, atau ganti mata uang tujuan dengan mata uang fiat atau mata uang kripto lain.',
  ],
  converting:
    'Mengonversi BNB berarti mengalikan jumlah BNB Anda dengan kurs pasar BNB saat ini dalam mata uang yang Anda pilih. Konverter mengambil kurs tersebut dari harga median CoinGecko dan exchange yang mencatatkan BNB, lalu memperbaruinya setiap menit. Harga yang Anda peroleh saat menjual bisa sedikit berbeda karena setiap exchange menetapkan spread dan biaya trading masing-masing.',
  guide: {
    steps: [
      'Pilih tab “Kripto ke FIAT”, karena Anda akan mengonversi mata uang kripto ke mata uang konvensional.',
      'Buka pemilih Dari dan pilih BNB sebagai koin asal. Anda dapat mencarinya berdasarkan nama atau dengan mengetik tickernya.',
      'Buka pemilih Ke dan pilih mata uang tujuan, misalnya IDR, USD, atau EUR, tempat nilainya akan ditampilkan.',
      'Masukkan jumlah BNB di kolom Jumlah, baik bilangan bulat maupun pecahan seperti 0,05 BNB.',
      'Baca nilai hasil konversi dalam mata uang tujuan, beserta kurs dan kurs kebalikannya yang menunjukkan berapa BNB yang setara dengan satu unit mata uang tersebut.',
      'Tekan Perbarui untuk mendapatkan angka terbaru (tersedia sekali setiap 10 detik), atau gunakan tombol tukar untuk mengonversi dari mata uang fiat ke BNB.',
    ],
    priceFactors: [
      {
        title: 'Binance dan ekosistemnya',
        text: 'Karena BNB terkait dengan Binance, berita tentang exchange tersebut, termasuk volume perdagangan, perubahan produk, serta persoalan hukum atau regulasi, cenderung lebih memengaruhi koin ini dibandingkan sebagian besar aset lain.',
      },
      {
        title: 'Pembakaran token',
        text: 'BNB dimulai dengan pasokan 200 juta koin, dan pembakaran (burn) berkala menarik koin dari peredaran dengan target jangka panjang 100 juta koin. Jumlah yang dibakar dipublikasikan, dan pasokan yang menyusut menjadi salah satu faktor harga.',
      },
      {
        title: 'Penggunaan BNB Chain',
        text: 'Aktivitas di BNB Smart Chain, seperti exchange terdesentralisasi, peluncuran token, dan game, menciptakan permintaan akan BNB untuk membayar biaya transaksi.',
      },
      {
        title: 'Kondisi pasar secara umum',
        text: 'BNB biasanya bergerak seiring pasar kripto secara keseluruhan, sehingga perubahan harga Bitcoin, likuiditas, dan sentimen investor tecermin dalam kursnya.',
      },
    ],
    whyConvert: [
      {
        title: 'Menilai saldo Anda',
        text: 'Konversi cepat memberi tahu Anda berapa nilai koin BNB di akun exchange atau wallet Anda dalam rupiah atau mata uang lain pada kurs saat ini.',
      },
      {
        title: 'Memperkirakan biaya dan imbalan',
        text: 'Jika Anda membayar biaya trading dalam BNB atau menerima BNB sebagai imbalan staking, konversi ke mata uang fiat membantu Anda memahami arti jumlah tersebut dalam uang sehari-hari.',
      },
      {
        title: 'Memeriksa kuotasi',
        text: 'Membandingkan kuotasi dari exchange atau layanan pembayaran dengan kurs pasar langsung menunjukkan seberapa besar spread atau biayanya sebelum Anda mengonfirmasi transaksi.',
      },
      {
        title: 'Menyimpan catatan',
        text: 'Mencatat nilai BNB dalam mata uang fiat saat Anda membeli, menjual, atau membelanjakannya berguna untuk penganggaran pribadi dan untuk pelaporan pajak jika berlaku.',
      },
    ],
    closing: {
      title: 'Menggunakan konverter BNB',
      paragraphs: [
        'Kurs di sini adalah kurs pasar real-time, yaitu harga median dari CoinGecko dan exchange yang mencatatkan BNB, diperbarui setiap menit, sedangkan nilai yang ditampilkan dalam tabel merupakan perkiraan. Jika data langsung tidak dapat dimuat, halaman akan menyatakan bahwa yang ditampilkan adalah nilai perkiraan.',
        'Untuk jumlah yang pasti, selalu periksa harga akhir di exchange atau aplikasi yang Anda gunakan, karena biaya dan spread berbeda-beda di setiap platform.',
      ],
    },
  },
  faq: {
    what: {
      question: 'Apa itu BNB?',
      answer: [
        'BNB diciptakan oleh Binance pada 2017 dan awalnya diterbitkan sebagai token di Ethereum dalam initial coin offering (ICO) exchange tersebut. Pada 2019 BNB pindah ke blockchain milik Binance sendiri, dan kini menjadi koin asli BNB Chain, dengan BNB Smart Chain sebagai jaringan utamanya.',
        'BNB Smart Chain kompatibel dengan Ethereum Virtual Machine, sehingga banyak perangkat dan smart contract Ethereum dapat berjalan di sana. Jaringan ini diamankan oleh sekelompok validator yang melakukan staking BNB, model yang sering disebut Proof of Staked Authority.',
      ],
    },
    unique: {
      question: 'Untuk apa BNB digunakan?',
      answer: [
        'BNB dipakai untuk membayar biaya gas di BNB Smart Chain dan jaringan terkaitnya, serta dapat di-staking untuk mendukung validator. Di Binance, BNB dapat digunakan untuk mendapatkan potongan biaya trading dan untuk ikut serta dalam penjualan token maupun program lainnya.',
        'Yang membedakan BNB dari banyak koin lain adalah peran gandanya: BNB sekaligus menjadi bahan bakar blockchain serbaguna dan token utilitas bagi salah satu exchange kripto terbesar, serta memiliki program pembakaran yang dipublikasikan untuk mengurangi total pasokan dari waktu ke waktu.',
      ],
    },
    rateFactors: {
      question: 'Apa yang memengaruhi harga BNB?',
      answer: [
        'Harga BNB, baik dalam rupiah, dolar AS, maupun mata uang lain, bergantung pada permintaan perdagangan, berita tentang Binance, aktivitas di BNB Chain, jadwal pembakaran token, perkembangan regulasi, serta arah pasar kripto yang lebih luas.',
        'Konverter membaca data pasar langsung yang diperbarui setiap menit, jadi lihat kurs langsung di atas untuk mengetahui nilai terkini.',
      ],
    },
    whereToBuy: {
      question: 'Di mana saya bisa membeli atau menjual BNB?',
      intro:
        'BNB diperdagangkan di Binance dan di banyak exchange besar lainnya, meskipun ketersediaannya bergantung pada tempat tinggal Anda dan sebagian platform di AS tidak mencatatkannya. Exchange mapan yang menyediakan BNB antara lain:',
      exchanges: ['Binance', 'OKX', 'Bybit', 'KuCoin', 'Gate.io', 'Bitget'],
      note: 'Untuk self-custody, wallet seperti Trust Wallet dan MetaMask mendukung BNB Smart Chain, dan exchange terdesentralisasi seperti PancakeSwap memungkinkan Anda menukar BNB dengan token lain di jaringan tersebut. Pastikan Anda mengirim BNB melalui jaringan yang sesuai dengan wallet Anda.',
      reminder:
        'Pilih exchange tepercaya yang beroperasi secara legal di wilayah Anda, aktifkan autentikasi dua faktor, dan simpan seed phrase Anda secara offline dan rahasia; layanan yang sah tidak akan pernah memintanya.',
    },
  },
  related: [
    { text: 'BNB ke EUR', href: '/bnb-to-eur' },
    { text: 'BNB ke GBP', href: '/bnb-to-gbp' },
    { text: 'BNB ke BTC', href: '/bnb-to-btc' },
    { text: 'BNB ke ETH', href: '/bnb-to-eth' },
    { text: 'USD ke BNB', href: '/usd-to-bnb' },
    { text: 'Kalkulator keuntungan kripto', href: '/crypto-profit-calculator' },
  ],
} satisfies CoinContentInput;
