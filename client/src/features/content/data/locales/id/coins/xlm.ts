import type { CoinContentInput } from '@shared/schemas/content';

export default {
  ticker: 'xlm',
  coinId: 'stellar',
  name: 'Stellar',
  symbol: 'XLM',
  layout: 'faq-card',
  intro: [
    'Gunakan konverter ini untuk mengetahui nilai Stellar lumen (XLM) dalam rupiah, dolar AS, atau mata uang lain. Konverter ini bekerja dengan kurs pasar real-time dan menampilkan jumlah hasil konversi, harga satu XLM, serta kurs kebalikannya.',
    'Stellar adalah jaringan pembayaran terbuka yang dirancang untuk memindahkan uang, termasuk versi digital dari mata uang konvensional, secara cepat dan murah. Bagian-bagian berikut menjelaskan cara mengonversi XLM, kegunaan Stellar, faktor yang memengaruhi harganya, dan tempat XLM dapat dibeli atau dijual.',
  ],
  converting:
    'Pilih tab “Kripto ke FIAT”, ketik jumlahnya, lalu atur XLM sebagai mata uang Dari dan mata uang tujuan, misalnya IDR, sebagai mata uang Ke. Konverter menampilkan nilainya, kurs XLM terhadap mata uang tersebut, dan kurs kebalikannya, sedangkan tombol tukar membalik pasangan mata uang. Kursnya adalah harga median dari CoinGecko dan exchange yang mencatatkan XLM, diperbarui setiap menit; tombol Perbarui dapat digunakan sekali setiap 10 detik. Jika data langsung tidak tersedia, halaman akan memberi tahu Anda bahwa nilai yang ditampilkan merupakan perkiraan.',
  faq: {
    what: {
      question: 'Apa itu Stellar (XLM)?',
      answer: [
        'Stellar adalah jaringan blockchain publik yang diluncurkan pada 2014 oleh Jed McCaleb dan Joyce Kim. Pengembangannya didukung oleh Stellar Development Foundation, sebuah organisasi nirlaba. Aset aslinya adalah lumen, yang diperdagangkan dengan ticker XLM.',
        'Stellar tidak menggunakan penambangan. Jaringan ini mengandalkan Stellar Consensus Protocol, sistem federated Byzantine agreement di mana setiap validator memilih sekumpulan node lain yang dipercayainya, dan ledger ditutup kira-kira setiap lima detik. Pada 2019 yayasan tersebut membakar sekitar separuh lumen yang ada, dan tidak ada XLM baru yang diciptakan melalui inflasi.',
      ],
    },
    unique: {
      question: 'Untuk apa Stellar digunakan?',
      answer: [
        'Stellar dibangun untuk pembayaran dan penerbitan aset digital. Bank, perusahaan pembayaran, dan organisasi lain yang disebut anchor dapat menerbitkan token yang mewakili mata uang seperti dolar AS, dan jaringan ini memiliki exchange terdesentralisasi bawaan yang dapat mengonversi antaraset sebagai bagian dari satu pembayaran.',
        'XLM dipakai untuk membayar biaya transaksi yang sangat kecil yang melindungi jaringan dari spam, dan setiap akun wajib menyimpan saldo minimum lumen. Pada 2024 Stellar menambahkan Soroban, sebuah platform smart contract, sehingga fungsi jaringan ini meluas melampaui pembayaran sederhana.',
      ],
    },
    rateFactors: {
      question: 'Apa yang memengaruhi harga XLM?',
      answer: [
        'Seperti mata uang kripto lainnya, harga XLM, baik dalam rupiah, dolar AS, maupun mata uang lain, terbentuk dari penawaran dan permintaan di exchange dan cenderung bergerak seiring pasar kripto yang lebih luas. Adopsi Stellar oleh perusahaan pembayaran dan lembaga keuangan, serta pertumbuhan aset dan aplikasi di jaringan ini, dapat memengaruhi permintaan.',
        'Pelepasan lumen yang dipegang Stellar Development Foundation, persaingan dari jaringan pembayaran lain, perkembangan regulasi, pencatatan di exchange, dan kondisi ekonomi secara umum merupakan faktor lainnya. Periksa konverter langsung untuk melihat kurs terkini.',
      ],
    },
    whereToBuy: {
      question: 'Di mana saya bisa membeli atau menjual XLM?',
      intro:
        'XLM tercatat luas dan diperdagangkan terhadap mata uang fiat, stablecoin, dan bitcoin di banyak platform. Exchange yang sudah lama beroperasi dan menyediakan XLM antara lain:',
      exchanges: ['Coinbase', 'Binance', 'Kraken', 'Bitstamp', 'OKX', 'KuCoin'],
      note: 'Anda juga dapat menyimpan XLM di wallet Stellar seperti LOBSTR atau di hardware wallet Ledger, dan bertransaksi di exchange terdesentralisasi bawaan Stellar. Akun baru harus diisi dengan saldo minimum dalam jumlah kecil, dan banyak exchange mewajibkan memo saat deposit, jadi cantumkan memo tersebut persis seperti yang ditampilkan.',
      reminder:
        'Pilih exchange tepercaya yang tersedia di wilayah Anda, aktifkan autentikasi dua faktor, dan jangan pernah memberikan secret key atau seed phrase Anda kepada siapa pun.',
    },
  },
  related: [
    { text: 'XLM ke EUR', href: '/xlm-to-eur' },
    { text: 'XLM ke GBP', href: '/xlm-to-gbp' },
    { text: 'XLM ke BTC', href: '/xlm-to-btc' },
    { text: 'XLM ke XRP', href: '/xlm-to-xrp' },
    { text: '1.000 XLM ke USD', href: '/xlm-to-usd/1000' },
    { text: 'Kalkulator keuntungan kripto', href: '/crypto-profit-calculator' },
  ],
} satisfies CoinContentInput;
