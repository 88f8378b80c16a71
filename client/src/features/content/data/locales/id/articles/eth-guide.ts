import type { ArticleInput } from '@shared/schemas/content';

const about: ArticleInput = {
  title: 'Tentang Ethereum',
  intro: [
    'Ethereum adalah blockchain publik yang menjalankan program bernama smart contract. Ether (ETH) adalah mata uang aslinya: ETH dipakai untuk membayar biaya transaksi, yang dikenal sebagai gas, dan menjadi aset yang di-staking validator untuk membantu mengamankan jaringan.',
  ],
  sections: [
    {
      heading: 'Apa Itu Ethereum',
      paragraphs: [
        'Ethereum dijelaskan dalam white paper karya Vitalik Buterin pada 2013 dan diluncurkan pada Juli 2015. Jika Bitcoin dirancang terutama sebagai uang digital, Ethereum dirancang sebagai platform serbaguna: siapa pun dapat menerapkan kode di dalamnya, dan kode itu berjalan persis seperti yang tertulis di ribuan komputer di seluruh dunia.',
        'Banyak token lain, termasuk stablecoin dan token tata kelola (governance token), berada di Ethereum dalam bentuk smart contract. Exchange terdesentralisasi, protokol pinjam-meminjam, marketplace NFT, dan banyak jaringan layer 2 dibangun di atasnya atau menyelesaikan transaksinya di Ethereum.',
      ],
    },
    {
      heading: 'Cara Kerja Jaringan',
      paragraphs: [
        'Sejak pembaruan yang dikenal sebagai the Merge pada September 2022, Ethereum menggunakan proof of stake. Validator mengunci ETH sebagai jaminan, mengusulkan dan mengesahkan blok baru, serta memperoleh imbalan atas pekerjaan tersebut; jika berbuat curang, sebagian stake mereka dapat disita. Sebelum the Merge, Ethereum memakai penambangan proof of work yang menghabiskan energi jauh lebih besar.',
        'Setiap transaksi membayar biaya dalam ETH. Sejak pembaruan pada Agustus 2021, sebagian dari setiap biaya, yaitu base fee, dibakar, artinya dihapus secara permanen dari peredaran. Apakah total pasokan bertambah atau menyusut dari waktu ke waktu bergantung pada tingkat kesibukan jaringan.',
      ],
    },
    {
      heading: 'Satuan Ether',
      paragraphs: [
        'Ether dapat dibagi hingga 18 angka di belakang koma. Satuan terkecilnya disebut wei, dan satu ETH setara dengan satu kuintiliun wei. Harga gas biasanya dinyatakan dalam gwei, di mana satu gwei sama dengan sepersemiliar ETH, sehingga biaya yang tampak besar dalam gwei sering kali kecil jika dihitung dalam ETH.',
      ],
    },
  ],
};

const conversion: ArticleInput = {
  title: 'Konversi ETH',
  intro: [
    'Konverter di atas menampilkan nilai jumlah ETH berapa pun dalam dolar AS dan sekitar 50 mata uang fiat lainnya, atau dalam mata uang kripto lain. Kursnya adalah median harga dari beberapa exchange dan CoinGecko, yang diminta ulang setiap menit selama halaman terbuka.',
  ],
  sections: [
    {
      heading: 'Mengonversi ETH ke USD dan Sebaliknya',
      paragraphs: [
        'Masukkan jumlah ETH dan baca nilainya dalam dolar di panel hasil. Nilai tersebut sama dengan jumlah ETH dikalikan kurs ETH ke USD saat ini, dan kurs yang dipakai ditampilkan di bawah hasil bersama kurs kebalikannya.',
        'Untuk mengonversi ke arah sebaliknya, tekan tombol tukar di antara kedua pemilih mata uang. Alat ini kemudian membagi jumlah dolar Anda dengan harga satu ETH dan menunjukkan berapa ether yang setara dengan jumlah tersebut.',
      ],
      list: [
        'Pilih “Kripto ke FIAT” untuk USD, EUR, GBP, dan mata uang konvensional lainnya.',
        'Pilih “Kripto ke Kripto” untuk membandingkan ETH dengan Bitcoin, Solana, atau koin lain.',
        'Gunakan kotak pencarian di setiap pemilih untuk menemukan mata uang berdasarkan nama atau ticker.',
        'Tekan Perbarui untuk kurs yang lebih baru, paling sering sekali setiap 10 detik.',
      ],
    },
    {
      heading: 'Faktor yang Memengaruhi Jumlah yang Anda Terima',
      paragraphs: [
        'Konverter menampilkan kurs acuan, bukan kuotasi dari exchange tertentu. Jika Anda benar-benar menjual ETH, jumlah yang Anda terima bergantung pada harga di exchange saat itu, biaya trading, spread antara harga beli dan jual, serta biaya penarikan jika ada.',
        'Memindahkan ETH di blockchain juga memerlukan biaya gas. Biaya gas berubah mengikuti permintaan jaringan, sehingga mengirim jumlah kecil bisa memakan porsi yang cukup besar dari nilainya saat jaringan sedang sibuk. Jaringan layer 2 biasanya mengenakan biaya yang jauh lebih rendah daripada jaringan utama Ethereum.',
      ],
      links: [
        { text: 'Konverter ETH ke USD', href: '/eth-to-usd' },
        { text: 'Konverter ETH ke EUR', href: '/eth-to-eur' },
        { text: 'Konverter ETH ke GBP', href: '/eth-to-gbp' },
      ],
    },
  ],
};

const investing: ArticleInput = {
  title: 'Investasi ETH',
  intro: [
    'Bagian ini menjelaskan beberapa konsep umum yang biasanya diperhatikan orang saat mempertimbangkan untuk memegang ether. Isinya semata-mata bersifat edukatif: bukan saran investasi, dan tidak menyarankan Anda untuk membeli, menjual, atau memegang ETH.',
  ],
  sections: [
    {
      heading: 'Cara Orang Menyimpan ETH',
      paragraphs: [
        'Sebagian orang membeli ETH di exchange dan membiarkannya di sana, sebagian lain memindahkannya ke wallet yang mereka kendalikan sendiri, dan ada pula yang melakukan staking untuk ikut memvalidasi jaringan. Setiap pendekatan memiliki kompromi yang berbeda antara kepraktisan, kendali, dan risiko.',
        'Staking dapat menghasilkan imbalan, tetapi juga mengandung risiko: ETH yang di-staking mungkin memerlukan waktu untuk ditarik, validator yang berbuat curang atau offline dapat kehilangan sebagian stake-nya, dan layanan staking serta liquid staking token menambah risiko pihak lawan (counterparty) dan risiko smart contract tersendiri.',
      ],
    },
    {
      heading: 'Risiko yang Perlu Dipahami',
      paragraphs: [
        'Harga ETH telah berkali-kali naik dan turun tajam, terkadang kehilangan lebih dari separuh nilainya dalam beberapa bulan. Siapa pun yang mempertimbangkannya harus siap menghadapi gejolak besar dan kemungkinan kehilangan uang.',
      ],
      list: [
        'Volatilitas: harga dapat berubah secara signifikan dalam hitungan jam atau hari.',
        'Risiko penyimpanan: exchange dapat bangkrut atau diretas, dan kunci privat yang hilang biasanya berarti dana yang hilang.',
        'Risiko smart contract: bug pada aplikasi yang dibangun di Ethereum telah menyebabkan kerugian besar.',
        'Risiko regulasi: aturan tentang aset kripto berbeda di setiap negara dan dapat berubah.',
        'Penipuan: token palsu, situs phishing, dan penipu yang menyamar sebagai pihak lain sering ditemui.',
      ],
    },
    {
      heading: 'Melakukan Riset Sendiri',
      paragraphs: [
        'Sebelum mengambil keputusan keuangan apa pun, bacalah sumber primer seperti dokumentasi resmi Ethereum, pahami biaya dan aturan setiap layanan yang Anda gunakan, dan pertimbangkan untuk berkonsultasi dengan profesional keuangan berkualifikasi yang memahami situasi Anda.',
        'Kalkulator keuntungan di situs ini dapat menunjukkan bagaimana nilai suatu pembelian di masa lalu berubah di antara dua tanggal. Itu hanyalah gambaran sejarah: pergerakan harga di masa lalu tidak memprediksi pergerakan di masa depan.',
      ],
      links: [{ text: 'Kalkulator keuntungan kripto', href: '/crypto-profit-calculator' }],
    },
  ],
};

const history: ArticleInput = {
  title: 'Sejarah Harga Ethereum',
  intro: [
    'Tabel di bawah ini mencantumkan beberapa momen yang membentuk sejarah Ethereum, beserta kisaran harga satu ETH dalam dolar AS di sekitar setiap tanggal. Harga dibulatkan dan bersifat perkiraan; harga tersebut berbeda-beda antar-exchange dan sepanjang hari.',
  ],
  sections: [
    {
      heading: 'Tanggal Penting dalam Sejarah Harga Ethereum',
      paragraphs: [
        'Angka-angka ini dimaksudkan untuk memberi gambaran skala, bukan nilai yang tepat. Untuk harga pada hari tertentu, gunakan kalkulator keuntungan, yang mencari harga historis.',
      ],
      table: {
        columns: ['Tanggal', 'Perkiraan harga (USD)', 'Peristiwa penting'],
        rows: [
          ['Juli 2015', 'Belum ada harga pasar (transaksi pertama pada Agustus 2015 di kisaran US$3)', 'Peluncuran mainnet Ethereum'],
          ['Juni 2016', 'Sekitar US$20', 'Eksploitasi The DAO, disusul hard fork pada Juli 2016'],
          ['Januari 2018', 'Sekitar US$1.400', 'Puncak siklus pasar 2017–2018'],
          ['Maret 2020', 'Sekitar US$110', 'Kejatuhan tajam di pasar global'],
          ['November 2021', 'Sekitar US$4.800', 'Rekor tertinggi (all-time high) pada masanya'],
          ['September 2022', 'Sekitar US$1.600', 'The Merge memindahkan Ethereum ke proof of stake'],
        ],
      },
      links: [{ text: 'Cari harga historis di kalkulator keuntungan', href: '/crypto-profit-calculator' }],
    },
    {
      heading: 'Jumlah ETH yang Umum',
      paragraphs: [
        'Halaman-halaman berikut membuka konverter dengan jumlah ETH yang sering digunakan sudah terisi, dihitung dalam dolar AS dengan kurs terbaru yang tersedia:',
      ],
      links: [
        { text: '1 ETH ke USD', href: '/eth-to-usd/1' },
        { text: '0,5 ETH ke USD', href: '/eth-to-usd/0.5' },
        { text: '0,2 ETH ke USD', href: '/eth-to-usd/0.2' },
        { text: '0,1 ETH ke USD', href: '/eth-to-usd/0.1' },
        { text: '0,05 ETH ke USD', href: '/eth-to-usd/0.05' },
        { text: '0,03 ETH ke USD', href: '/eth-to-usd/0.03' },
        { text: '0,02 ETH ke USD', href: '/eth-to-usd/0.02' },
        { text: '0,01 ETH ke USD', href: '/eth-to-usd/0.01' },
        { text: '0,005 ETH ke USD', href: '/eth-to-usd/0.005' },
        { text: '0,001 ETH ke USD', href: '/eth-to-usd/0.001' },
      ],
    },
  ],
};

const faq: ArticleInput = {
  title: 'FAQ Konverter Ethereum',
  sections: [
    {
      heading: 'Pertanyaan yang Sering Diajukan',
      faqs: [
        {
          question: 'Dari mana kurs ETH ke USD berasal?',
          answer: [
            'Setiap menit, situs ini meminta harga ETH kepada lima exchange (Coinbase, Kraken, Bitstamp, Binance, dan OKX) serta CoinGecko, lalu menampilkan mediannya dengan mengecualikan sumber yang jauh menyimpang dari yang lain. Baris di bawah hasil menyebutkan setiap sumber beserta umur datanya. Jika tidak ada sumber yang dapat dijangkau, halaman menampilkan kurs terakhir yang dimilikinya dengan tanda bukan data langsung, atau nilai perkiraan dari snapshot bertanggal yang lebih lama.',
          ],
        },
        {
          question: 'Bagaimana cara membaca hasil yang dihitung dengan kurs sebelumnya?',
          answer: [
            'Setiap hasil bergantung pada kurs pada saat hasil itu dihitung. Misalnya, hasil yang berbunyi 1 ETH = 2.641 USD berarti bahwa pada kurs saat itu, satu ether bernilai 2.641 dolar AS, dan 0,5 ETH akan bernilai 1.320,50 dolar AS.',
            'Angka tersebut hanya menggambarkan saat angka itu diambil. Untuk nilai saat ini, lihat kurs langsung di konverter dan periksa waktu “Terakhir diperbarui” di bawah hasil.',
          ],
        },
        {
          question: 'Berapa nilai 0,1 ETH dalam dolar AS?',
          answer: [
            'Kalikan 0,1 dengan kurs ETH ke USD saat ini, atau buka halaman 0,1 ETH yang ditautkan di bawah, tempat jumlahnya sudah terisi dan nilainya dihitung dengan kurs terbaru yang tersedia.',
          ],
        },
        {
          question: 'Apakah konverter sudah memperhitungkan biaya?',
          answer: [
            'Tidak. Konverter menampilkan nilai pasar suatu jumlah sebelum dikurangi biaya apa pun. Exchange biasanya mengenakan biaya trading dan memiliki spread antara harga beli dan jual, dan mengirim ETH di jaringan memerlukan biaya gas, sehingga jumlah yang benar-benar Anda terima biasanya sedikit lebih rendah.',
          ],
        },
      ],
      links: [{ text: '0,1 ETH ke USD', href: '/eth-to-usd/0.1' }, { text: 'Cara kami menghitung harga', href: '/methodology' }],
    },
  ],
};

export default { about, conversion, investing, history, faq } satisfies Record<
  'about' | 'conversion' | 'investing' | 'history' | 'faq',
  ArticleInput
>;
