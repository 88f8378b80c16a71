import type { ArticleInput } from '@shared/schemas/content';

export default {
  title: 'Cara Menggunakan Konverter BTC ke USD Kami',
  intro: [
    'Konverter di atas menunjukkan berapa nilai sejumlah Bitcoin (BTC) dalam dolar AS (USD), dan berapa Bitcoin yang setara dengan sejumlah dolar. Konverter ini memakai median harga terbaru dari lima exchange dan CoinGecko serta menampilkan kurs sekaligus kurs kebalikannya, sehingga Anda dapat memeriksa sendiri setiap hasilnya.',
  ],
  sections: [
    {
      heading: 'Mengonversi BTC ke USD',
      paragraphs: [
        'Untuk mengetahui nilai sejumlah Bitcoin dalam dolar, ikuti langkah-langkah berikut. Halaman ini terbuka dengan pasangan BTC ke USD yang sudah terpilih, jadi biasanya Anda hanya perlu mengubah jumlahnya.',
      ],
      list: [
        'Pastikan tab “Kripto ke FIAT” sudah terpilih.',
        'Ketik jumlah bitcoin di kolom Jumlah, misalnya 0,01 atau 0,25.',
        'Periksa bahwa mata uang Dari adalah Bitcoin (BTC) dan mata uang Ke adalah Dolar AS (USD).',
        'Baca nilai dalam dolar di panel hasil, beserta kurs BTC ke USD.',
        'Tekan Perbarui jika Anda menginginkan kurs yang lebih baru; tombol ini dapat digunakan sekali setiap 10 detik.',
      ],
    },
    {
      heading: 'Mengonversi USD ke BTC',
      paragraphs: [
        'Untuk melihat berapa Bitcoin yang setara dengan sejumlah dolar, balik pasangan mata uangnya. Tombol tukar di antara kedua pemilih mata uang melakukannya dengan sekali klik.',
      ],
      list: [
        'Tekan tombol tukar bundar di antara Dari dan Ke, sehingga Dari menjadi USD dan Ke menjadi BTC.',
        'Masukkan jumlah dolar, misalnya 100 atau 1.000.',
        'Baca hasilnya dalam BTC; jumlah kecil bisa memiliki banyak angka di belakang koma.',
        'Gunakan kurs kebalikan untuk melihat harga satu bitcoin utuh dalam dolar.',
        'Tekan tombol tukar sekali lagi untuk kembali ke BTC ke USD.',
      ],
    },
    {
      heading: 'Jumlah BTC Populer',
      paragraphs: [
        'Kebanyakan orang memegang atau mengirim pecahan bitcoin, bukan koin utuh. Halaman-halaman berikut membuka konverter dengan jumlah yang umum sudah terisi:',
      ],
      links: [
        { text: '0,1 BTC ke USD', href: '/btc-to-usd/0.1' },
        { text: '0,05 BTC ke USD', href: '/btc-to-usd/0.05' },
        { text: '0,01 BTC ke USD', href: '/btc-to-usd/0.01' },
        { text: '0,005 BTC ke USD', href: '/btc-to-usd/0.005' },
        { text: '0,003 BTC ke USD', href: '/btc-to-usd/0.003' },
        { text: '0,0025 BTC ke USD', href: '/btc-to-usd/0.0025' },
        { text: '0,002 BTC ke USD', href: '/btc-to-usd/0.002' },
        { text: '0,001 BTC ke USD', href: '/btc-to-usd/0.001' },
        { text: '0,0005 BTC ke USD', href: '/btc-to-usd/0.0005' },
        { text: '0,0002 BTC ke USD', href: '/btc-to-usd/0.0002' },
        { text: '0,0001 BTC ke USD', href: '/btc-to-usd/0.0001' },
        { text: '0,00001 BTC ke USD', href: '/btc-to-usd/0.00001' },
      ],
    },
    {
      heading: 'Cara Konversi Dihitung',
      paragraphs: [
        'Perhitungannya sendiri sederhana: nilai dalam dolar sama dengan jumlah BTC dikalikan kurs BTC ke USD saat ini. Jika kurs tersebut adalah harga satu bitcoin dalam dolar, maka 0,01 BTC bernilai seperseratus dari harga itu, dan 0,5 BTC bernilai separuhnya.',
        'Kurs kebalikan adalah satu dibagi kurs. Untuk BTC ke USD, kurs ini menunjukkan berapa bitcoin yang dapat dibeli dengan satu dolar, yang merupakan angka sangat kecil. Saat Anda mengonversi USD ke BTC, alat ini membagi jumlah dolar dengan harga satu bitcoin, yang memberikan hasil sama dengan mengalikan jumlah tersebut dengan kurs kebalikan.',
        'Kurs ini adalah harga acuan: median harga dari lima exchange dan CoinGecko, dengan mengecualikan harga yang jauh menyimpang dari yang lain. Kurs ini bukan harga dari satu exchange tertentu, sehingga sebuah exchange bisa mengutip sedikit lebih tinggi atau lebih rendah, dan biaya serta spread akan mengubah jumlah yang benar-benar Anda terima jika Anda bertransaksi.',
        'Jika tidak ada sumber yang dapat dijangkau, halaman menampilkan kurs terakhir yang dimilikinya dengan tanda bahwa kurs tersebut bukan data langsung. Jika kurs itu pun tidak ada, halaman akan memberi tahu Anda dan memakai snapshot harga bertanggal yang lebih lama sebagai gantinya. Nilai-nilai ini diberi label perkiraan: nilai tersebut menunjukkan kira-kira berapa nilai jumlah itu pada tanggal yang tertera, bukan nilainya saat ini. Tekan Perbarui beberapa saat kemudian untuk mencoba mendapatkan kurs langsung lagi.',
      ],
      links: [{ text: 'Cara kami menghitung harga', href: '/methodology' }],
    },
    {
      heading: 'Pertanyaan yang Sering Diajukan',
      faqs: [
        {
          question: 'Seberapa sering kurs BTC ke USD diperbarui?',
          answer: [
            'Halaman ini meminta kurs baru setiap menit selama terbuka, dan waktu pembaruan terakhir ditampilkan di bawah hasil. Anda juga dapat menekan Perbarui untuk meminta kurs yang lebih baru, paling sering sekali setiap 10 detik.',
          ],
        },
        {
          question: 'Mengapa hasilnya berbeda dari harga di exchange saya?',
          answer: [
            'Setiap exchange memiliki order book sendiri, sehingga harga sedikit berbeda dari satu tempat ke tempat lain. Konverter menampilkan kurs acuan gabungan. Exchange juga mengenakan biaya trading dan memiliki spread antara harga beli dan jual, yang bersama-sama biasanya mengurangi jumlah yang Anda terima.',
          ],
        },
        {
          question: 'Berapa satoshi dalam satu bitcoin?',
          answer: [
            'Satu bitcoin terbagi menjadi 100.000.000 satoshi, yang sering disingkat sats. Jadi, 0,001 BTC sama dengan 100.000 satoshi, dan 0,00001 BTC sama dengan 1.000 satoshi. Konverter bekerja dalam satuan BTC, jadi masukkan jumlah satoshi dalam bentuk desimal yang setara.',
          ],
        },
        {
          question: 'Bisakah saya membeli atau menjual bitcoin di situs ini?',
          answer: [
            'Tidak. Situs ini hanyalah kalkulator informatif. Situs ini bukan platform trading, tidak menyimpan mata uang kripto apa pun, dan tidak memiliki akun. Untuk membeli atau menjual, Anda perlu menggunakan exchange atau layanan lain pilihan Anda setelah melakukan riset sendiri.',
          ],
        },
      ],
    },
  ],
} satisfies ArticleInput;
