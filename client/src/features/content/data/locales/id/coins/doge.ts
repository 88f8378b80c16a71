import type { CoinContentInput } from '@shared/schemas/content';

export default {
  ticker: 'doge',
  coinId: 'dogecoin',
  name: 'Dogecoin',
  symbol: 'DOGE',
  layout: 'guide',
  intro: [
    'Dogecoin lahir pada Desember 2013 sebagai mata uang kripto jenaka yang dinamai dari meme internet populer bergambar anjing Shiba Inu. Sejak itu Dogecoin menjadi salah satu koin paling terkenal yang digunakan untuk tip, pembayaran kecil, dan trading, dan DOGE tetap menjadi mata uang asli blockchain proof of work miliknya sendiri.',
    'Konverter ini menunjukkan berapa nilai DOGE dalam rupiah, dolar AS, euro, atau mata uang lain berdasarkan data pasar real-time. Masukkan jumlah Dogecoin berapa pun untuk melihat nilainya beserta kurs kebalikannya, atau pilih mata uang maupun koin lain sebagai tujuan.',
  ],
  converting:
    'Ketik jumlah DOGE, lalu konverter mengalikannya dengan kurs pasar DOGE saat ini dalam mata uang yang Anda pilih, yaitu harga median dari CoinGecko dan exchange yang mencatatkan DOGE, yang diperbarui setiap menit. Karena nilai satu DOGE biasanya kecil, orang sering mengonversi dalam jumlah besar; hasilnya menampilkan nilai penuh dalam mata uang tujuan beserta kurs yang dipakai.',
  guide: {
    steps: [
      'Pilih tab “Kripto ke FIAT” agar Anda mengonversi mata uang kripto ke mata uang fiat.',
      'Di pemilih Dari, cari Dogecoin atau DOGE dan pilih sebagai koin asal.',
      'Di pemilih Ke, pilih mata uang tempat Anda ingin melihat nilainya, misalnya IDR.',
      'Ketik berapa DOGE yang ingin Anda konversi di kolom Jumlah, misalnya 100, 2.500, atau pecahan koin.',
      'Periksa hasilnya dalam mata uang tujuan beserta kurs dan kurs kebalikannya, yang menunjukkan berapa DOGE yang dapat dibeli dengan satu unit mata uang tersebut.',
      'Gunakan Perbarui untuk memuat kurs terbaru (dapat dilakukan sekali setiap 10 detik), atau tekan tombol tukar untuk mengonversi dari mata uang fiat ke DOGE.',
    ],
    priceFactors: [
      {
        title: 'Komunitas dan media sosial',
        text: 'Dogecoin memiliki komunitas online yang besar, dan unggahan tokoh publik terkenal beberapa kali menggerakkan harganya secara tajam. Sentimen terhadap koin dengan profil seperti ini dapat berubah dengan cepat.',
      },
      {
        title: 'Pasokan inflasioner',
        text: 'Dogecoin tidak memiliki pasokan maksimum. Penambang menerima imbalan tetap 10.000 DOGE per blok, sehingga jumlah koin baru bertambah secara stabil setiap tahun, sementara persentase pertumbuhannya perlahan menurun.',
      },
      {
        title: 'Pembayaran dan adopsi',
        text: 'Merchant dan layanan pembayaran yang menerima DOGE, serta aplikasi yang mendukung pengirimannya, memengaruhi seberapa besar permintaan nyata terhadap koin ini.',
      },
      {
        title: 'Pasar kripto yang lebih luas',
        text: 'DOGE cenderung mengikuti arah pasar kripto secara keseluruhan, dan koin yang digerakkan oleh spekulasi dapat bereaksi lebih kuat daripada rata-rata terhadap gejolak pasar.',
      },
    ],
    whyConvert: [
      {
        title: 'Memahami satuan kecil',
        text: 'Karena nilai satu DOGE biasanya kecil, mengonversinya ke rupiah atau mata uang lain memudahkan Anda melihat berapa sebenarnya nilai saldo ribuan koin.',
      },
      {
        title: 'Menentukan nilai tip atau pembayaran',
        text: 'Jika Anda mengirim atau menerima Dogecoin sebagai tip atau pembayaran, konverter menunjukkan nilainya dalam mata uang fiat sehingga kedua pihak tahu berapa yang dipertukarkan.',
      },
      {
        title: 'Membandingkan sebelum bertransaksi',
        text: 'Memeriksa kurs DOGE yang berlaku sebelum menjual membantu Anda mengenali spread atau biaya yang luar biasa besar di platform yang Anda gunakan.',
      },
      {
        title: 'Merapikan catatan',
        text: 'Mencatat nilai DOGE dalam mata uang fiat pada saat transaksi berguna untuk penganggaran dan untuk pelaporan pajak jika berlaku.',
      },
    ],
    closing: {
      title: 'Menggunakan konverter DOGE',
      paragraphs: [
        'Semua kurs di halaman ini adalah kurs pasar real-time, yaitu harga median dari CoinGecko dan exchange yang mencatatkan DOGE, sedangkan nilai yang ditampilkan dalam tabel merupakan perkiraan. Jika harga langsung untuk sementara tidak tersedia, halaman akan menyatakan bahwa yang ditampilkan adalah nilai perkiraan.',
        'Harga Dogecoin dapat bergerak cepat, jadi periksa jumlah akhirnya di exchange atau wallet yang Anda gunakan sebelum mengonfirmasi transaksi apa pun.',
      ],
    },
  },
  faq: {
    what: {
      question: 'Apa itu Dogecoin (DOGE)?',
      answer: [
        'Dogecoin adalah mata uang kripto yang diciptakan pada 2013 oleh dua insinyur perangkat lunak, Billy Markus dan Jackson Palmer, yang memaksudkannya sebagai alternatif Bitcoin yang ramah dan jenaka. Logonya adalah anjing Shiba Inu dari meme “Doge”.',
        'Dogecoin berjalan di blockchain proof of work miliknya sendiri dengan algoritma Scrypt, algoritma yang sama dengan Litecoin, dan sejak 2014 dapat ditambang secara gabungan (merge mining) bersama Litecoin. Blok baru muncul kira-kira sekali setiap menit, sehingga konfirmasi transaksi relatif cepat.',
      ],
    },
    unique: {
      question: 'Apa bedanya Dogecoin dengan Bitcoin?',
      answer: [
        'Bitcoin memiliki batas tetap 21 juta koin, sedangkan Dogecoin tidak memiliki batas dan menerbitkan 10.000 DOGE secara konstan per blok. Dogecoin juga menghasilkan blok kira-kira setiap menit, bukan setiap sepuluh menit, dan memakai algoritma penambangan Scrypt, bukan SHA-256.',
        'Dalam praktiknya, Dogecoin sering dipakai untuk tip, pembayaran kecil, dan komunitas online, sementara Bitcoin lebih sering disebut sebagai penyimpan nilai jangka panjang.',
      ],
    },
    rateFactors: {
      question: 'Apa yang memengaruhi harga DOGE?',
      answer: [
        'Harga DOGE, baik dalam rupiah, dolar AS, maupun mata uang lain, terbentuk dari aktivitas jual beli di berbagai exchange. Perhatian di media sosial, berita yang melibatkan tokoh publik, adopsi untuk pembayaran, penerbitan koin baru yang berkelanjutan, dan pasar kripto secara keseluruhan semuanya memengaruhinya.',
        'Konverter memakai data langsung yang diperbarui setiap menit, jadi lihat kurs langsung di atas alih-alih mengandalkan angka yang mungkin Anda lihat sebelumnya.',
      ],
    },
    whereToBuy: {
      question: 'Di mana saya bisa membeli atau menjual DOGE?',
      intro:
        'Dogecoin tercatat di sebagian besar exchange kripto besar dan dapat diperdagangkan terhadap dolar AS, mata uang fiat lain, maupun stablecoin. Exchange lama dan mapan yang menyediakan DOGE antara lain:',
      exchanges: ['Coinbase', 'Binance', 'Kraken', 'OKX', 'Bybit', 'KuCoin'],
      note: 'Untuk menyimpan DOGE sendiri, Anda dapat memakai wallet resmi Dogecoin Core, wallet multi-koin yang mendukung Dogecoin, atau hardware wallet seperti Ledger atau Trezor.',
      reminder:
        'Gunakan hanya exchange yang tepercaya, lindungi akun Anda dengan autentikasi dua faktor, dan simpan seed phrase Anda dalam bentuk tertulis secara offline; siapa pun yang memilikinya dapat mengambil koin Anda.',
    },
  },
  related: [
    { text: 'DOGE ke EUR', href: '/doge-to-eur' },
    { text: 'DOGE ke GBP', href: '/doge-to-gbp' },
    { text: 'DOGE ke BTC', href: '/doge-to-btc' },
    { text: 'DOGE ke SHIB', href: '/doge-to-shib' },
    { text: 'USD ke DOGE', href: '/usd-to-doge' },
    { text: 'Kalkulator keuntungan kripto', href: '/crypto-profit-calculator' },
  ],
} satisfies CoinContentInput;
