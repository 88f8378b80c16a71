import type { ArticleInput } from '@shared/schemas/content';

export default {
  title: 'Cara Kami Menghitung Harga',
  intro: [
    'Setiap harga langsung di situs ini dihitung dari beberapa sumber independen dengan aturan tetap yang dapat diperiksa siapa saja. Halaman ini menjelaskan aturan tersebut dengan bahasa sederhana: dari mana harga berasal, bagaimana harga-harga itu menjadi satu angka, apa yang terjadi jika sebuah sumber keliru atau tidak merespons, dan di mana Anda dapat melihat rincian perhitungan di balik setiap hasil.',
  ],
  sections: [
    {
      heading: 'Dari Mana Harga Berasal',
      paragraphs: [
        'Setiap menit, situs ini meminta harga terbaru kepada beberapa exchange kripto. Setiap exchange dihubungi dengan satu permintaan yang langsung mengembalikan seluruh pasarnya, sehingga setiap pembaruan hanya membebani masing-masing exchange dengan satu panggilan. Harga yang diambil dengan cara ini dianggap sebagai harga langsung untuk menit tersebut; setelahnya, exchange-exchange itu dihubungi kembali.',
        'CoinGecko, sebuah agregator harga, dihubungi pada saat yang sama. Harganya dihitung sebagai satu suara tambahan di samping exchange, dan CoinGecko menjadi satu-satunya sumber untuk koin yang tidak tercatat di exchange mana pun.',
      ],
      list: [
        'Coinbase',
        'Kraken',
        'Bitstamp',
        'Binance',
        'OKX',
        'CoinGecko (agregator)',
      ],
    },
    {
      heading: 'Mencocokkan Setiap Koin dengan Pasar yang Tepat',
      paragraphs: [
        'Setiap koin dicocokkan dengan pasar di setiap exchange melalui tabel yang kami susun koin demi koin, tidak pernah hanya berdasarkan simbol ticker-nya. Dua koin yang berbeda bisa memakai ticker yang sama: TON, misalnya, adalah ticker Toncoin sekaligus Tokamak Network. Hanya koin yang disebutkan dalam tabel yang mendapatkan harga dari sebuah exchange, dan koin yang tidak ada di tabel dihargai oleh CoinGecko saja.',
        'Tabel yang sama juga mencatat jika sebuah exchange menuliskan nama koin secara berbeda (Kraken mencantumkan Bitcoin sebagai XBT) serta pasar mana yang tidak boleh dipakai, misalnya pasar yang hanya mencerminkan pasar lain sehingga akan menghitung harga yang sama dua kali.',
      ],
    },
    {
      heading: 'Tether Bukan Dolar AS',
      paragraphs: [
        'Binance dan OKX mengutip sebagian besar koin dalam Tether (USDT), bukan dalam dolar AS. Tether dimaksudkan bernilai satu dolar, tetapi harganya sedikit bergerak, dan sesekali pernah bergerak cukup jauh. Karena itu, harga-harga tersebut dikonversi ke dolar dengan harga Tether itu sendiri, yang diambil dari pasar USDT ke USD di exchange dan dari CoinGecko dengan aturan median yang sama seperti dijelaskan di bawah.',
        'Jika Tether menyimpang lebih dari 0,5% dari satu dolar, atau jika harga Tether tidak tersedia, harga yang dikutip dalam Tether tidak dipakai untuk menit tersebut. Daftar sumber di bawah hasil akan menyebutkannya, beserta harga Tether dan seberapa jauh harganya dari satu dolar.',
      ],
    },
    {
      heading: 'Dari Beberapa Harga Menjadi Satu',
      paragraphs: [
        'Untuk setiap koin, harga yang diberikan sumber-sumber dalam satu menit digabungkan melalui langkah-langkah berikut:',
      ],
      list: [
        'Harga yang bernilai nol, negatif, atau bukan angka dibuang.',
        'Harga yang lebih lama dari dua menit dibuang jika ada harga yang lebih baru. Jika hanya tersedia harga lama, harga tersebut tetap dipakai, dan hasilnya menampilkan umur datanya.',
        'Median dari harga yang tersisa diambil: nilai tengahnya, atau rata-rata dari dua nilai tengah.',
        'Sumber mana pun yang menyimpang lebih dari 2% dari median tersebut dikecualikan, dan halaman menyebutkan nama sumber itu serta seberapa jauh penyimpangannya, misalnya “3,1% di atas median”.',
        'Harga yang ditampilkan adalah median dari sumber-sumber yang dipertahankan.',
        'Spread adalah harga tertinggi yang dipertahankan dikurangi harga terendah, dibagi median tersebut. Spread yang kecil berarti sumber-sumbernya sangat sepakat.',
      ],
    },
    {
      heading: 'Jika Hanya Satu atau Dua Sumber yang Merespons',
      paragraphs: [
        'Jika ada dua sumber, keduanya dipakai meskipun selisihnya lebih dari 2%. Median dari dua harga berada tepat di tengah-tengahnya, sehingga tidak ada mayoritas yang dapat menentukan mana yang keliru. Spread kemudian menunjukkan seberapa jauh jarak keduanya.',
        'Jika hanya ada satu sumber, harganya dipakai apa adanya, dan baris di bawah hasil menyatakan bahwa hanya ada satu sumber serta menyebutkan namanya.',
      ],
    },
    {
      heading: 'Mata Uang Fiat',
      paragraphs: [
        'Kurs antara dolar AS dan mata uang konvensional lainnya berasal dari tabel kurs Coinbase dan kurs mata uang CoinGecko, yang digabungkan dengan aturan yang sama seperti harga koin.',
        'Bank Sentral Eropa (ECB) menerbitkan kurs acuan untuk banyak mata uang sekali setiap hari kerja, yang kami baca melalui layanan Frankfurter. Kurs ini dipakai sebagai batas: kurs langsung yang menyimpang lebih dari 2% dari kurs ECB dikecualikan. Jika tidak ada kurs langsung yang tersisa dalam batas tersebut, kurs ECB itu sendiri yang dipakai. Mata uang yang tidak diterbitkan kursnya oleh ECB digabungkan tanpa pemeriksaan ini.',
      ],
    },
    {
      heading: 'Konversi Antara Dua Mata Uang Apa Pun',
      paragraphs: [
        'Setiap harga disimpan dalam dolar AS. Kurs antara dua mata uang adalah rasio dari kedua harga dolarnya: nilai satu Bitcoin dalam euro adalah harga dolar Bitcoin dibagi harga dolar euro.',
        'Karena kedua arah memakai dua harga yang sama, BTC ke EUR dan EUR ke BTC selalu sepenuhnya konsisten; yang satu merupakan kebalikan dari yang lain. Hal yang sama berlaku untuk pasangan koin mana pun.',
      ],
    },
    {
      heading: 'Jika Sebuah Sumber Gagal',
      paragraphs: [
        'Sumber yang mengembalikan galat, tidak merespons tepat waktu, atau membatasi permintaan kami akan dilewati untuk menit tersebut, dan sumber itu muncul dalam daftar sumber beserta alasannya, seperti “permintaan dibatasi menit ini” atau “tidak merespons tepat waktu”. Sumber-sumber lain tetap berjalan tanpanya.',
        'Jika tidak ada sumber yang merespons sama sekali, situs ini terus menampilkan harga terakhir yang dimilikinya dan menandainya sebagai bukan data langsung, beserta umur datanya. Jika harga sebelumnya pun tidak ada, situs ini menampilkan snapshot harga bawaan yang diambil pada tanggal tertentu, diberi label perkiraan dan dilengkapi tanggalnya. Situs ini tidak pernah menampilkan angka rekaan.',
      ],
    },
    {
      heading: 'Di Mana Anda Dapat Melihatnya',
      paragraphs: [
        'Di bawah setiap hasil konversi terdapat satu baris singkat seperti “Median dari 6 sumber · spread 0,04% · 12 detik lalu”. Umur yang ditampilkan adalah umur harga tertua yang dipakai. Membuka baris tersebut akan menampilkan harga setiap sumber dalam dolar AS dan umurnya, sumber mana yang dipakai, dan sumber mana yang dikecualikan, masing-masing beserta alasannya.',
        'API publik mengembalikan informasi yang sama. Permintaan ke GET /api/convert dijawab dengan kurs dan dengan sources (setiap sumber yang dimintai harga salah satu mata uang, beserta harganya, waktunya, apakah dipakai dan jika tidak, alasannya), sourcesUsed dan sourcesAsked (berapa banyak sumber yang dimintai yang benar-benar dipakai; untuk pasangan dua koin, angka dari koin yang sumbernya lebih sedikit), serta spread.',
      ],
    },
    {
      heading: 'Yang Tidak Dilakukan Metode Ini',
      list: [
        'Metode ini tidak membobot sumber berdasarkan volume perdagangan. Dengan lima atau enam sumber, median biasa sudah cukup tahan terhadap satu harga yang keliru, dan mudah diperiksa secara manual oleh siapa saja.',
        'Harga dari exchange adalah harga transaksi terakhirnya, bukan harga bid atau ask yang akan Anda dapatkan dalam sebuah order, dan belum mencakup biaya trading, spread, maupun biaya jaringan.',
        'Perubahan 24 jam yang ditampilkan di samping harga berasal dari CoinGecko.',
        'Harga historis di kalkulator keuntungan dan kalkulator seandainya merupakan harga acuan harian dari CoinGecko dan data exchange publik, bukan hasil dari aturan ini.',
        'Angka-angka ini hanya untuk informasi. Angka tersebut bukan penawaran untuk membeli atau menjual, dan bukan nasihat keuangan.',
      ],
      links: [
        { text: 'Tentang kami', href: '/about' },
        { text: 'Penafian', href: '/disclaimer' },
        { text: 'Konverter kripto', href: '/' },
      ],
    },
  ],
} satisfies ArticleInput;
