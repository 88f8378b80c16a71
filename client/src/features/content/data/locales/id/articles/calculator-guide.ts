import type { ArticleInput } from '@shared/schemas/content';

export default {
  title: 'Cara Menggunakan Kalkulator Keuntungan Kripto',
  intro: [
    'Kalkulator keuntungan kripto menunjukkan bagaimana nilai sejumlah uang yang ditanamkan pada suatu mata uang kripto berubah di antara dua tanggal. Kalkulator ini memiliki tiga tab. Kalkulator Untung/Rugi bekerja dengan tanggal beli dan tanggal jual pilihan Anda, sedangkan Kalkulator Seandainya menjawab pertanyaan yang lebih sederhana: berapa nilai dana yang diinvestasikan pada suatu tanggal di masa lalu jika dihitung hari ini? Tab DCA (dollar-cost averaging) menjawab pertanyaan ketiga: berapa nilai hari ini dari pembelian dengan jumlah tetap setiap hari, minggu, atau bulan di antara dua tanggal?',
    'Ketiga tab memakai harga harian historis. Semuanya menggambarkan apa yang sudah terjadi dan tidak membuat prakiraan. Jumlah dan hasil ditampilkan dalam mata uang yang dipilih di kolom Mata uang dasar di atas tab: dolar AS, kecuali Anda memilih mata uang lain. Kalkulator ini hanyalah alat informatif: tidak melakukan trading, tidak menyimpan dana, dan tidak terhubung ke akun exchange mana pun.',
  ],
  sections: [
    {
      heading: 'Menggunakan Kalkulator Untung/Rugi',
      paragraphs: [
        'Gunakan tab ini jika Anda mengetahui, atau ingin menguji, kedua ujung sebuah investasi: kapan dibeli dan kapan dijual. Formulirnya sudah berisi nilai bawaan yang wajar, sehingga Anda hanya perlu mengubah kolom yang penting bagi Anda.',
      ],
      list: [
        'Pilih tab Kalkulator Untung/Rugi.',
        'Pilih koin yang ingin Anda lihat.',
        'Masukkan investasi awal dalam mata uang dasar. Nilai bawaan kolom ini adalah 1.000.',
        'Pilih tanggal beli. Nilai bawaannya adalah 1 Januari 2022.',
        'Pilih tanggal jual. Nilai bawaannya adalah hari ini, dan tanggal setelah hari ini tidak dapat dipilih.',
        'Jika perlu, masukkan biaya exchange dalam persen. Biaya 0,1% hingga 0,5% tergolong lazim, dan biaya ini dikenakan pada pembelian maupun penjualan.',
        'Jika perlu, masukkan jumlah aset yang Anda miliki saat ini. Angka ini hanya disimpan sebagai referensi Anda dan tidak mengubah perhitungan.',
        'Klik Hitung.',
        'Baca hasilnya. Tekan Salin hasil untuk menyalinnya sebagai teks, atau bagikan alamat halaman: setelah dihitung, alamat itu memuat semua input di tab tersebut beserta mata uang dasarnya, sehingga tautan membuka kalkulator dengan input yang sama, siap dihitung ulang.',
      ],
    },
    {
      heading: 'Menggunakan Kalkulator Seandainya',
      paragraphs: [
        'Tab ini melihat satu tanggal di masa lalu dan membandingkannya dengan hari ini. Ini cara cepat untuk melihat pergerakan sebuah koin sejak tanggal yang Anda ingat, seperti hari pertama Anda mendengar tentang koin itu atau awal suatu tahun.',
      ],
      list: [
        'Pilih tab Kalkulator Seandainya.',
        'Pilih koin yang ingin Anda lihat.',
        'Masukkan jumlah dalam mata uang dasar. Nilai bawaan kolom ini adalah 1.000.',
        'Pilih tanggal di masa lalu. Nilai bawaannya adalah 15 Maret 2020.',
        'Klik Hitung untuk melihat berapa nilai jumlah tersebut hari ini jika diinvestasikan pada koin itu di tanggal tersebut.',
        'Salin hasilnya atau bagikan tautannya dengan cara yang sama seperti pada tab Untung/Rugi.',
      ],
    },
    {
      heading: 'Menggunakan Kalkulator DCA',
      paragraphs: [
        'Dollar-cost averaging (DCA) berarti membeli dengan jumlah tetap secara berkala, alih-alih menginvestasikan semuanya sekaligus. Tab ini menunjukkan berapa nilai rencana seperti itu pada satu koin jika dihitung hari ini. Tab ini juga membandingkannya dengan menginvestasikan total yang sama dalam satu kali pembelian pada hari pembelian pertama.',
      ],
      list: [
        'Pilih tab DCA.',
        'Pilih koin yang ingin Anda lihat.',
        'Masukkan jumlah per pembelian dalam mata uang dasar. Nilai bawaan kolom ini adalah 100.',
        'Pilih frekuensi: Harian, Mingguan, atau Bulanan. Nilai bawaannya adalah Mingguan. Pembelian mingguan dilakukan setiap tujuh hari sejak tanggal mulai. Pembelian bulanan dilakukan setiap bulan pada tanggal yang sama dengan tanggal mulai, atau pada hari terakhir di bulan yang lebih pendek.',
        'Pilih tanggal mulai. Nilai bawaannya adalah 1 Januari 2022, dan pembelian dimulai pada tanggal ini.',
        'Pilih tanggal akhir. Nilai bawaannya adalah hari ini, dan tanggal setelah hari ini tidak dapat dipilih. Tanggal mulai harus sebelum tanggal akhir, dan periodenya paling lama 20 tahun.',
        'Klik Hitung.',
        'Baca hasilnya. Hasil menampilkan jumlah pembelian, total investasi, koin yang terkumpul, biaya rata-rata per koin, nilai saat ini, serta untung atau rugi. Di bawahnya, sebuah tabel membandingkan rencana itu dengan investasi sekaligus: total yang sama yang diinvestasikan sekaligus pada hari pembelian pertama. Satu kalimat di bawah tabel menyebutkan mana yang unggul dan sebesar berapa.',
        'Bagikan alamat halaman untuk meneruskan input Anda, seperti pada tab lainnya. Tab ini tidak memiliki tombol Salin hasil.',
      ],
    },
    {
      heading: 'Memahami Hasil Anda',
      paragraphs: [
        'Nilai awal adalah jumlah yang Anda masukkan, dalam mata uang dasar. Nilai akhir adalah nilai koin yang dibeli dengan jumlah tersebut pada tanggal jual, atau hari ini jika tanggal jualnya hari ini. Pada tab Seandainya, nilai akhir selalu didasarkan pada hari ini. Pada tab DCA, nilai saat ini juga didasarkan pada hari ini, meskipun tanggal akhirnya sudah lewat.',
        'Untung atau rugi adalah nilai akhir dikurangi nilai awal. Hasilnya ditampilkan dengan label hijau jika nol atau positif, dan label merah jika negatif. Persentase perubahan menyatakan selisih yang sama sebagai bagian dari nilai awal, dibulatkan hingga dua angka di belakang koma.',
        'Pada tab Untung/Rugi dan Seandainya, hasilnya juga mencantumkan harga koin pada setiap tanggal, beserta tanggal-tanggalnya, sehingga Anda dapat memeriksa sendiri angka-angkanya. Grafik menampilkan harga sepanjang periode, dengan titik beli dan titik jual yang ditandai. Grafik ini layak diperhatikan: dua tanggal bisa menunjukkan perubahan yang kecil, padahal di antaranya harga sempat naik atau turun jauh.',
        'Secara sederhana, perhitungannya bekerja seperti ini. Jumlah dana dibagi dengan harga pada tanggal beli, sehingga diperoleh jumlah koin yang dibeli. Jumlah koin itu dikalikan dengan harga pada tanggal jual untuk mendapatkan nilai akhir. Keuntungan adalah nilai akhir dikurangi nilai awal, dan persentasenya adalah keuntungan dibagi nilai awal, dikali 100. Contohnya, dengan harga hipotetis, US$1.000 pada harga US$40 per koin dapat membeli 25 koin; pada harga US$50 per koin, nilainya menjadi US$1.250, untung US$250, atau 25,00%. Pada tab DCA, setiap pembelian mendapatkan koin sebanyak jumlah per pembelian dibagi harga pada hari itu. Nilai saat ini adalah seluruh koin yang terkumpul dikali harga saat ini, untung atau rugi adalah nilai saat ini dikurangi total investasi, dan biaya rata-rata per koin adalah total investasi dibagi jumlah koin yang terkumpul.',
        'Jika Anda memasukkan biaya exchange, biaya itu dipotong dua kali. Saat pembelian, hanya jumlah setelah dikurangi biaya yang dikonversi menjadi koin, dan saat penjualan, dana yang diterima adalah nilai koin dikurangi biaya. Dengan biaya 0,5% dan harga yang tidak berubah, US$1.000 menjadi sekitar US$990, rugi hampir 1% yang semata-mata disebabkan oleh biaya. Keuntungan dan persentasenya tetap diukur terhadap jumlah penuh yang Anda masukkan. Tab DCA tidak memiliki kolom biaya, sehingga hasilnya tidak memperhitungkan biaya.',
        'Setiap harga historis adalah harga dalam dolar AS pada pukul 00.00 UTC di tanggal tersebut. Dalam mata uang dasar lain, harga itu dikonversi dengan kurs referensi pada hari yang sama (pada akhir pekan dan hari libur, kurs hari kerja terakhir sebelumnya), dan catatan di bawah hasil menyebutkan kurs yang dipakai. Kripto diperdagangkan sepanjang waktu, sehingga tidak ada harga penutupan resmi; waktu yang tetap memberi setiap tanggal satu harga yang konsisten, sama bagi setiap pengunjung di zona waktu mana pun. Di Amerika Serikat, pukul 00.00 UTC jatuh pada malam hari sebelumnya. Jika tanggal jualnya hari ini, harga saat ini yang dipakai. Karena harga itu terus bergerak, hasil yang memakainya dapat berubah jika Anda menghitung ulang atau membuka tautan yang dibagikan di kemudian hari.',
        'Harga untuk setahun terakhir berasal dari CoinGecko. Harga yang lebih lama berasal dari data pasar publik Coinbase, DefiLlama, dan Binance, yang untuk Bitcoin mencakup hingga 2013. Jika sebuah koin belum diperdagangkan pada tanggal yang Anda pilih, halaman akan memberi tahu Anda dan menampilkan tanggal pertama yang harganya tersedia. Pada tab DCA, hari pembelian terjadwal yang tidak memiliki harga dilewati, dan hasilnya menyebutkan berapa banyak.',
        'Hasilnya merupakan model, bukan catatan transaksi nyata. Pembelian atau penjualan Anda yang sebenarnya terjadi pada jam tertentu di exchange tertentu, sehingga harga yang Anda bayar kemungkinan sedikit berbeda. Hasilnya juga belum memperhitungkan pajak, slippage (selisih antara harga yang Anda harapkan dan harga saat order benar-benar tereksekusi), spread, serta biaya penarikan atau biaya jaringan.',
      ],
    },
    {
      heading: 'Empat Tips untuk Investor Kripto',
      paragraphs: [
        'Berikut beberapa poin umum bagi siapa saja yang mengikuti perkembangan mata uang kripto, bukan saran investasi. Kalkulator ini menggambarkan masa lalu, dan pergerakan harga di masa lalu tidak memberi tahu apa yang akan terjadi pada koin mana pun selanjutnya.',
      ],
      list: [
        'Berpikirlah dalam rentang waktu. Koin yang sama bisa menunjukkan keuntungan pada satu periode dan kerugian pada periode lain, jadi cobalah beberapa rentang tanggal di kalkulator alih-alih mengandalkan satu pasang tanggal saja.',
        'Hitung biaya Anda. Biaya trading, spread, dan biaya jaringan terus bertambah, terutama jika Anda sering bertransaksi. Kolom biaya menunjukkan bagaimana biaya yang dibayar saat pembelian maupun penjualan mengurangi hasilnya.',
        'Simpan catatan untuk keperluan pajak. Di Amerika Serikat dan banyak negara lain, menjual, menukar, atau membelanjakan kripto dapat menjadi peristiwa kena pajak. Catat tanggal, jumlah, harga, dan biaya setiap transaksi, lalu tanyakan kepada konsultan pajak ketentuan apa yang berlaku bagi Anda.',
        'Jangan pernah berinvestasi melebihi jumlah yang sanggup Anda tanggung jika hilang. Harga kripto dapat turun tajam dan cepat, dan sebagian koin kehilangan sebagian besar nilainya untuk selamanya.',
      ],
    },
    {
      heading: 'Konversi dengan Kurs Hari Ini',
      paragraphs: [
        'Kalkulator keuntungan melihat ke masa lalu. Untuk melihat nilai sejumlah kripto saat ini, atau berapa banyak koin yang setara dengan sejumlah dolar pada kurs saat ini, buka konverter.',
      ],
      links: [
        { text: 'Konverter kripto', href: '/' },
        { text: 'BTC ke USD', href: '/btc-to-usd' },
        { text: 'ETH ke USD', href: '/eth-to-usd' },
      ],
    },
  ],
} satisfies ArticleInput;
