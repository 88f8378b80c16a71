import type { ArticleInput } from '@shared/schemas/content';

export default {
  title: 'Alat Kalkulator Konverter Kripto',
  intro: [
    'Konverter ini mengubah jumlah berapa pun dari suatu mata uang kripto menjadi nilainya dalam mata uang konvensional, atau dalam mata uang kripto lain, dengan kurs pasar terbaru yang tersedia. Alat ini gratis, dapat digunakan tanpa akun, dan menampilkan kurs yang dipakai sehingga Anda dapat melihat dengan tepat bagaimana hasilnya dihitung.',
  ],
  sections: [
    {
      heading: 'Fitur',
      paragraphs: [
        'Alat ini mencakup sekitar 250 mata uang kripto dan kurang lebih 50 mata uang fiat, dengan empat fitur inti:',
      ],
      list: [
        'Kurs real-time: median harga dari beberapa exchange dan CoinGecko, diminta ulang setiap menit, dengan tombol Perbarui untuk pembaruan sesuai permintaan.',
        'Dukungan multi-mata uang: konversi antara kripto dan fiat, atau antara dua mata uang kripto, dengan pemilih mata uang yang dapat dicari.',
        'Perhitungan cepat: hasil, kurs, dan kurs kebalikan langsung muncul begitu Anda mengetik jumlah atau mengganti mata uang.',
        'Data historis: kalkulator keuntungan mencari harga historis sehingga Anda dapat membandingkan suatu tanggal di masa lalu dengan hari ini.',
      ],
      links: [{ text: 'Cara kami menghitung harga', href: '/methodology' }],
    },
    {
      heading: 'Cara Membaca Hasil',
      paragraphs: [
        'Panel hasil menampilkan jumlah yang Anda masukkan, nilai hasil konversinya, kurs untuk satu unit mata uang asal, dan kurs kebalikan untuk satu unit mata uang tujuan. Waktu pembaruan terakhir ditampilkan di bawahnya.',
        'Jika data langsung tidak dapat dijangkau, panel akan menyatakannya dan menampilkan nilai perkiraan berdasarkan snapshot bertanggal yang lebih lama. Semua angka bersifat informatif dan bisa sedikit berbeda dari harga yang ditawarkan exchange tertentu.',
      ],
      links: [{ text: 'Kalkulator keuntungan kripto', href: '/crypto-profit-calculator' }],
    },
  ],
} satisfies ArticleInput;
