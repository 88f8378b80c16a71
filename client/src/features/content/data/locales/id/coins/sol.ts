import type { CoinContentInput } from '@shared/schemas/content';

export default {
  ticker: 'sol',
  coinId: 'solana',
  name: 'Solana',
  symbol: 'SOL',
  layout: 'guide',
  intro: [
    'Solana adalah blockchain proof of stake yang dibangun untuk transaksi cepat dan murah, dan SOL adalah koin aslinya. SOL dipakai untuk membayar biaya jaringan, di-staking pada validator untuk membantu mengamankan jaringan, serta digunakan di berbagai wallet, exchange, dan aplikasi yang berjalan di Solana.',
    'Halaman ini mengonversi SOL ke rupiah, dolar AS, euro, atau mata uang lain berdasarkan data pasar real-time. Masukkan jumlah SOL berapa pun untuk melihat nilainya beserta kurs kebalikannya, atau ganti tujuan dengan mata uang atau koin lain jika Anda memerlukan perbandingan yang berbeda.',
  ],
  converting:
    'Masukkan jumlah SOL yang Anda miliki atau rencanakan untuk diperdagangkan, lalu konverter mengalikannya dengan kurs pasar SOL saat ini dalam mata uang yang Anda pilih. Kurs tersebut adalah harga median dari CoinGecko dan exchange yang mencatatkan SOL, diperbarui setiap menit, sehingga hasilnya mencerminkan perdagangan terkini, bukan kuotasi tetap. Exchange menerapkan spread dan biaya masing-masing, sehingga dana yang benar-benar Anda terima saat menjual bisa sedikit lebih rendah.',
  guide: {
    steps: [
      'Buka tab “Kripto ke FIAT” di bagian atas konverter, karena Anda akan mengubah mata uang kripto menjadi mata uang yang diterbitkan pemerintah.',
      'Di pemilih Dari, cari Solana atau ketik SOL, lalu pilih sebagai koin asal yang ingin Anda konversi.',
      'Di pemilih Ke, pilih mata uang tujuan, misalnya IDR. Pemilih ini dapat dicari, jadi mengetik kode mata uangnya adalah cara tercepat untuk menemukannya.',
      'Ketik jumlah SOL di kolom Jumlah. Koin utuh maupun pecahan seperti 0,25 atau 3,5 SOL sama-sama dapat digunakan.',
      'Baca hasilnya dalam mata uang tujuan beserta kurs dan kurs kebalikannya, yang menunjukkan berapa SOL yang dapat dibeli dengan satu unit mata uang tersebut.',
      'Tekan Perbarui untuk meminta kurs terbaru; tombol ini dapat digunakan sekali setiap 10 detik. Gunakan tombol tukar jika Anda ingin mengonversi dari mata uang fiat kembali ke SOL.',
    ],
    priceFactors: [
      {
        title: 'Aktivitas jaringan',
        text: 'Permintaan ruang blok di Solana, baik dari trading, pembayaran, game, maupun peluncuran token, mendorong pengeluaran biaya dan minat untuk memegang SOL, yang dapat menggerakkan harganya.',
      },
      {
        title: 'Staking dan pasokan',
        text: 'SOL tidak memiliki pasokan maksimum yang tetap. Koin baru diterbitkan sebagai imbalan staking dengan jadwal inflasi yang terus menurun, sementara sebagian dari setiap biaya transaksi dibakar, sehingga keduanya membentuk pasokan yang beredar.',
      },
      {
        title: 'Keandalan jaringan',
        text: 'Solana beberapa kali mengalami gangguan jaringan pada tahun-tahun awalnya. Stabilitas, keragaman klien, dan pembaruan memengaruhi cara pengembang dan trader memandang jaringan ini beserta koinnya.',
      },
      {
        title: 'Pasar kripto secara keseluruhan',
        text: 'Seperti kebanyakan altcoin besar, SOL cenderung bergerak seiring pasar kripto yang lebih luas, termasuk perubahan harga Bitcoin, likuiditas, dan selera risiko secara umum.',
      },
      {
        title: 'Regulasi dan pencatatan',
        text: 'Keputusan regulator, pencatatan di exchange, dan akses melalui produk investasi dapat mengubah seberapa mudah orang membeli SOL sehingga memengaruhi permintaannya.',
      },
    ],
    whyConvert: [
      {
        title: 'Mengetahui nilai aset Anda',
        text: 'Mengonversi SOL menunjukkan nilai saldo wallet, imbalan staking, atau pembayaran yang diterima dalam rupiah atau mata uang lain, sehingga lebih mudah dibandingkan dengan pengeluaran sehari-hari.',
      },
      {
        title: 'Merencanakan transaksi',
        text: 'Sebelum menjual di exchange, memeriksa kurs SOL yang berlaku membantu Anda menilai apakah harga yang ditawarkan, spread, atau biayanya masuk akal.',
      },
      {
        title: 'Pencatatan',
        text: 'Banyak orang mencatat nilai SOL dalam mata uang fiat pada saat transaksi untuk keperluan anggaran atau catatan pajak; konverter memberikan angka acuan dengan cepat.',
      },
      {
        title: 'Membandingkan mata uang',
        text: 'Dari halaman yang sama, Anda dapat mengganti tujuan ke EUR, GBP, atau koin lain seperti BTC untuk melihat nilai SOL dalam satuan yang penting bagi Anda.',
      },
    ],
    closing: {
      title: 'Menggunakan konverter SOL',
      paragraphs: [
        'Kurs di halaman ini adalah kurs pasar real-time, yaitu harga median dari CoinGecko dan exchange yang mencatatkan SOL, sedangkan nilai yang ditampilkan dalam tabel merupakan perkiraan. Jika data langsung sempat tidak tersedia, halaman akan memberi tahu bahwa yang ditampilkan adalah nilai perkiraan.',
        'Harga di masing-masing exchange bisa sedikit berbeda dari rata-rata pasar, jadi jadikan konverter ini sebagai acuan dan pastikan jumlah akhirnya di platform tempat Anda bertransaksi.',
      ],
    },
  },
  faq: {
    what: {
      question: 'Apa itu Solana (SOL)?',
      answer: [
        'Solana adalah blockchain publik yang dirancang untuk memproses banyak transaksi secara cepat dan murah. Solana dijelaskan dalam whitepaper karya Anatoly Yakovenko pada 2017, dan versi beta mainnet-nya mulai beroperasi pada Maret 2020. SOL adalah koin asli jaringan ini.',
        'Solana memakai proof of stake, di mana validator mengunci SOL untuk ikut memproduksi blok, yang dipadukan dengan teknik pencatatan waktu bernama Proof of History untuk mengurutkan transaksi sebelum dikonfirmasi. Satuan terkecil SOL adalah lamport, yaitu sepersemiliar koin.',
      ],
    },
    unique: {
      question: 'Untuk apa Solana digunakan?',
      answer: [
        'SOL dipakai untuk membayar biaya transaksi di Solana dan untuk staking pada validator, yang mengamankan jaringan sekaligus menghasilkan imbalan staking. Solana menjadi rumah bagi exchange terdesentralisasi, aplikasi pinjam-meminjam, layanan pembayaran, marketplace NFT, dan game.',
        'Berbeda dengan blockchain yang mengandalkan jaringan layer 2 terpisah untuk meningkatkan skala, Solana berupaya menangani throughput tinggi pada satu lapisan dasar, sehingga biaya tetap rendah untuk transfer dan trading sehari-hari.',
      ],
    },
    rateFactors: {
      question: 'Apa yang memengaruhi harga SOL?',
      answer: [
        'Harga SOL, baik dalam rupiah, dolar AS, maupun mata uang lain, mencerminkan penawaran dan permintaan di berbagai exchange di seluruh dunia. Aktivitas di jaringan Solana, partisipasi staking, penerbitan koin baru, kondisi pasar kripto secara umum, berita regulasi, dan pencatatan di exchange semuanya berperan.',
        'Karena kurs berubah terus-menerus, konverter memakai data langsung yang diperbarui setiap menit. Lihat kurs langsung di atas untuk angka terkini alih-alih mengandalkan kuotasi lama.',
      ],
    },
    whereToBuy: {
      question: 'Di mana saya bisa membeli atau menjual SOL?',
      intro:
        'SOL tersedia luas di exchange terpusat besar, tempat Anda dapat memperdagangkannya terhadap dolar AS, mata uang fiat lain, atau stablecoin. Pilihan yang dikenal luas antara lain:',
      exchanges: ['Coinbase', 'Binance', 'Kraken', 'OKX', 'Bybit', 'KuCoin'],
      note: 'Jika Anda lebih suka menyimpan SOL sendiri, wallet self-custody seperti Phantom dan Solflare mendukung Solana, dan exchange terdesentralisasi seperti Jupiter dan Raydium memungkinkan Anda menukar SOL dengan token Solana lainnya.',
      reminder:
        'Gunakan exchange tepercaya yang tersedia di negara Anda, aktifkan autentikasi dua faktor, dan jangan pernah membagikan seed phrase wallet Anda kepada siapa pun; simpan secara offline di tempat yang hanya dapat Anda jangkau.',
    },
  },
  related: [
    { text: 'SOL ke EUR', href: '/sol-to-eur' },
    { text: 'SOL ke GBP', href: '/sol-to-gbp' },
    { text: 'SOL ke BTC', href: '/sol-to-btc' },
    { text: 'SOL ke ETH', href: '/sol-to-eth' },
    { text: 'USD ke SOL', href: '/usd-to-sol' },
    { text: 'Kalkulator keuntungan kripto', href: '/crypto-profit-calculator' },
  ],
} satisfies CoinContentInput;
