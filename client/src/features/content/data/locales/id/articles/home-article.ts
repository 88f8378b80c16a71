import type { ArticleInput } from '@shared/schemas/content';

export default {
  title: 'Konverter dan Kalkulator Kripto Gratis untuk Pertanyaan Sehari-hari',
  intro: [
    'Berapa nilai 0,01 BTC dalam dolar AS? Berapa Ethereum yang bisa dibeli dengan 250 euro? Berapa token Solana yang setara dengan satu Bitcoin? Pertanyaan seperti ini muncul setiap hari, entah saat Anda memeriksa saldo, merencanakan pembelian, atau menetapkan harga produk. Alat Kalkulator dan Konverter Kripto di bagian atas halaman ini menjawabnya dalam hitungan detik, gratis, tanpa perlu akun.',
    'Panduan ini menjelaskan fungsi konverter, asal angka-angkanya, siapa saja yang biasanya merasakan manfaatnya, serta beberapa kebiasaan yang membantu Anda membaca hasilnya dengan benar. Alat ini hanya bersifat informatif: alat ini tidak membeli, menjual, atau menyimpan mata uang kripto apa pun, dan tidak ada konten di situs ini yang merupakan saran investasi.',
  ],
  sections: [
    {
      heading: 'Mengapa Menggunakan Konverter Kripto?',
      paragraphs: [
        'Harga mata uang kripto dikutip dengan berbagai cara. Sebuah exchange mungkin menampilkan Bitcoin terhadap Tether, sebuah wallet mungkin menampilkan saldo Anda dalam mata uang yang tidak Anda pilih, dan sebuah artikel berita mungkin mengutip harga yang sudah berumur beberapa jam. Konverter mengembalikan semua itu ke satu pertanyaan sederhana: berapa nilai jumlah ini dalam mata uang yang saya pedulikan, saat ini juga?',
        'Menghitung secara manual mudah keliru. Jumlah kripto sering memiliki enam atau delapan angka di belakang koma, dan satu angka nol yang salah tempat dapat mengubah 0,001 BTC menjadi 0,01 BTC, selisih sepuluh kali lipat. Konverter mengalikan jumlah tersebut dengan kurs terkini untuk Anda, menampilkan kurs yang dipakai, dan menampilkan kurs kebalikannya agar Anda dapat memeriksa hasilnya dari arah sebaliknya.',
        'Konverter juga menghemat waktu berpindah-pindah aplikasi. Alih-alih membuka exchange, wallet, dan kalkulator, Anda cukup mengetik jumlahnya sekali, memilih dua mata uang, lalu membaca jawabannya beserta waktu pembaruan terakhirnya.',
      ],
    },
    {
      heading: 'Fitur Utama',
      paragraphs: [
        'Konverter ini sengaja dibuat sederhana, tetapi beberapa detail membuatnya lebih berguna daripada sekadar perkalian biasa:',
      ],
      list: [
        'Kurs langsung dari beberapa exchange dan CoinGecko, digabungkan berdasarkan mediannya dan diminta ulang setiap menit selama halaman terbuka.',
        'Dua mode: “Kripto ke FIAT” untuk nilai dalam uang konvensional dan “Kripto ke Kripto” untuk membandingkan dua koin secara langsung.',
        'Sekitar 250 mata uang kripto dan kurang lebih 50 mata uang fiat, termasuk USD, EUR, GBP, JPY, dan banyak lagi.',
        'Pemilih Dari dan Ke yang dapat dicari: ketik nama atau simbol ticker untuk menemukan mata uang dengan cepat.',
        'Tombol tukar yang membalik pasangan mata uang dengan sekali klik, misalnya dari BTC ke USD menjadi USD ke BTC.',
        'Kurs dan kurs kebalikannya ditampilkan di samping setiap hasil.',
        'Tombol Perbarui untuk mendapatkan kurs baru sesuai permintaan, dibatasi sekali setiap 10 detik.',
        'Pemberitahuan yang jelas saat data langsung tidak tersedia, lengkap dengan nilai perkiraan dan tanggal asal datanya.',
        'Kalkulator untung/rugi dan kalkulator seandainya terpisah yang memakai harga historis.',
      ],
    },
    {
      heading: 'Cara Mengonversi dalam Beberapa Langkah',
      paragraphs: [
        'Menggunakan alat ini lebih cepat daripada membaca penjelasannya. Langkah-langkah di bawah berlaku untuk pasangan apa pun, dan setiap pasangan juga tersedia di alamatnya sendiri, seperti /btc-to-usd atau /eth-to-eur, jika Anda ingin menyimpannya sebagai bookmark.',
      ],
      list: [
        'Pilih tab: “Kripto ke FIAT” atau “Kripto ke Kripto”.',
        'Masukkan jumlah yang ingin Anda konversi.',
        'Pilih mata uang asal, lalu mata uang tujuan.',
        'Baca hasilnya, kurs, dan kurs kebalikannya.',
        'Gunakan tombol tukar untuk membalik arah konversi, atau Perbarui untuk meminta kurs yang lebih baru.',
      ],
      links: [
        { text: 'Konverter Bitcoin ke dolar AS', href: '/btc-to-usd' },
        { text: 'Konverter Ethereum ke dolar AS', href: '/eth-to-usd' },
        { text: 'Konverter Ethereum ke euro', href: '/eth-to-eur' },
        { text: 'Konverter Solana ke Bitcoin', href: '/sol-to-btc' },
      ],
    },
    {
      heading: 'Untuk Trader Aktif',
      paragraphs: [
        'Trader sering memerlukan pengecekan cepat sebelum memasang order: berapa nilai posisi ini dalam dolar, atau berapa unit suatu koin yang setara dengan sejumlah koin lain? Tab “Kripto ke Kripto” menjawab pertanyaan kedua secara langsung, tanpa perlu menghitung lewat mata uang fiat terlebih dahulu di kepala Anda.',
        'Perlu diingat bahwa konverter menampilkan kurs acuan yang dihimpun dari banyak pasar. Harga di exchange tertentu bisa sedikit berbeda, dan harga yang benar-benar Anda peroleh juga bergantung pada biaya, spread antara harga beli dan jual, serta seberapa jauh pasar bergerak selama order Anda dieksekusi. Gunakan konverter sebagai orientasi dan exchange itu sendiri untuk angka akhirnya.',
      ],
    },
    {
      heading: 'Untuk Investor Jangka Panjang',
      paragraphs: [
        'Jika Anda memegang kripto selama bertahun-tahun, bukan hitungan hari, Anda mungkin lebih jarang memeriksa harga tetapi lebih memperhatikan gambaran besarnya. Konverter memungkinkan Anda melihat sekilas nilai aset Anda dalam mata uang negara Anda, dan kalkulator keuntungan memungkinkan Anda membandingkan harga hari ini dengan harga pada hari Anda membeli.',
        'Kalkulator seandainya menjawab jenis pertanyaan yang berbeda: berapa nilai pembelian di masa lalu jika dihitung hari ini? Ini cara yang berguna untuk memahami seberapa volatil aset kripto selama ini. Hasil masa lalu menggambarkan apa yang sudah terjadi dan tidak dapat diandalkan untuk memprediksi apa yang akan terjadi selanjutnya.',
      ],
      links: [{ text: 'Buka kalkulator keuntungan kripto', href: '/crypto-profit-calculator' }],
    },
    {
      heading: 'Untuk Pemula',
      paragraphs: [
        'Kripto memiliki kosakata tersendiri, dan angka-angkanya bisa tampak asing pada awalnya. Banyak orang tidak menyadari bahwa Anda dapat memiliki pecahan kecil dari sebuah koin: 0,001 BTC adalah jumlah yang sepenuhnya wajar, begitu pula 0,05 ETH. Konverter membuat pecahan tersebut lebih nyata dengan menampilkan nilainya dalam mata uang yang sudah Anda pahami.',
        'Karena situs ini tidak memiliki akun dan tidak memerlukan pendaftaran, Anda bebas bereksperimen. Coba beberapa jumlah, ganti mata uang, dan gunakan tombol tukar untuk melihat cara kerja kurs dari kedua arah. Tidak ada yang Anda ketik yang disimpan, dan tidak ada yang dibeli atau dijual.',
      ],
      links: [
        { text: '0,001 BTC dalam dolar AS', href: '/btc-to-usd/0.001' },
        { text: '0,05 ETH dalam dolar AS', href: '/eth-to-usd/0.05' },
      ],
    },
    {
      heading: 'Untuk Pelaku Usaha yang Menerima Kripto',
      paragraphs: [
        'Toko, pekerja lepas, dan penyedia jasa yang menerima mata uang kripto perlu menerjemahkan harga antara fiat dan kripto. Konverter membantu Anda memperkirakan berapa jumlah koin yang sesuai dengan tagihan dalam dolar atau euro, atau berapa nilai pembayaran yang Anda terima sekitar waktu pembayaran itu masuk.',
        'Untuk pembukuan, catatan pajak, atau penawaran harga yang mengikat, gunakan kurs yang diberikan oleh penyedia layanan pembayaran atau exchange Anda pada saat transaksi terjadi, dan simpan catatan Anda sendiri. Harga kripto bergerak cepat, sehingga penawaran yang akurat sejam lalu mungkin sudah tidak sesuai dengan kurs saat ini.',
      ],
    },
    {
      heading: 'Tips Membaca Hasil Konversi',
      paragraphs: [
        'Beberapa kebiasaan sederhana membuat angka-angkanya lebih andal dan lebih mudah ditafsirkan:',
      ],
      list: [
        'Periksa waktu “Terakhir diperbarui” di bawah hasil, dan tekan Perbarui jika Anda memerlukan kurs terbaru.',
        'Perhatikan pemberitahuan tentang nilai perkiraan: artinya data langsung tidak dapat diambil dan kursnya berasal dari snapshot bertanggal yang lebih lama.',
        'Gunakan kurs kebalikan untuk memeriksa ulang konversi dari arah sebaliknya.',
        'Hitung angka di belakang koma dengan cermat saat memasukkan jumlah kecil seperti 0,0005 BTC.',
        'Ingat bahwa exchange menambahkan biaya trading dan spread, sehingga jumlah yang Anda terima biasanya sedikit lebih rendah.',
        'Anggap semua angka sebagai informasi dan pastikan jumlah penting melalui layanan yang benar-benar Anda gunakan.',
      ],
    },
    {
      heading: 'Mulai Mengonversi',
      paragraphs: [
        'Gulir kembali ke bagian atas halaman, masukkan jumlah, dan pilih mata uang Anda. Konverter ini gratis, tidak memerlukan akun, dan tidak menyimpan apa pun tentang Anda selain pilihan tema terang atau gelap, yang tersimpan di browser Anda sendiri.',
        'Jika ingin melangkah lebih jauh, kalkulator keuntungan menunjukkan perubahan nilai suatu investasi di antara dua tanggal, dan halaman Tentang Kami menjelaskan asal data kami serta cara kerja situs ini.',
      ],
      links: [
        { text: 'Kalkulator keuntungan kripto', href: '/crypto-profit-calculator' },
        { text: 'Tentang situs ini', href: '/about' },
        { text: 'Kontak', href: '/contact' },
      ],
    },
  ],
} satisfies ArticleInput;
