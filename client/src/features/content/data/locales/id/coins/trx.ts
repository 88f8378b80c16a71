import type { CoinContentInput } from '@shared/schemas/content';

export default {
  ticker: 'trx',
  coinId: 'tron',
  name: 'TRON',
  symbol: 'TRX',
  layout: 'faq-card',
  intro: [
    'Konverter ini menampilkan nilai TRX, koin asli blockchain TRON, dalam rupiah, dolar AS, dan banyak mata uang lainnya. Masukkan jumlah berapa pun dan Anda akan mendapatkan nilai hasil konversi, kurs untuk satu TRX, dan kurs kebalikannya berdasarkan data pasar real-time.',
    'TRON adalah jaringan proof of stake yang paling dikenal karena transfernya yang murah dan cepat, serta menangani porsi besar lalu lintas stablecoin dunia. Simak penjelasan berikut tentang cara mengonversi TRX, fungsi jaringan ini, faktor yang menggerakkan harga TRX, dan tempat koin ini diperdagangkan.',
  ],
  converting:
    'Di tab “Kripto ke FIAT”, masukkan jumlah koin di kolom Jumlah, pilih TRX sebagai mata uang Dari dan mata uang tujuan, misalnya IDR, sebagai mata uang Ke. Konverter menampilkan nilainya dalam mata uang tersebut beserta kurs TRX terhadap mata uang itu dan kurs kebalikannya, sedangkan tombol tukar membalik arah konversi. Kursnya adalah harga median dari CoinGecko dan exchange yang mencatatkan TRX, diperbarui setiap menit, dan tombol Perbarui dapat meminta kuotasi baru sekali setiap 10 detik. Jika harga langsung tidak dapat dimuat, halaman akan menyatakan bahwa nilai yang ditampilkan merupakan perkiraan.',
  faq: {
    what: {
      question: 'Apa itu TRON (TRX)?',
      answer: [
        'TRON adalah blockchain publik yang didirikan oleh Justin Sun. TRX pertama kali diterbitkan pada 2017 sebagai token di Ethereum dan pindah ke mainnet TRON sendiri pada 2018. Jaringan ini memakai delegated proof of stake: pemegang TRX memilih 27 Super Representative yang secara bergiliran memproduksi blok kira-kira setiap tiga detik.',
        'TRX dipakai untuk membayar aktivitas di jaringan, memberikan suara, dan staking. TRX yang di-staking memberi sebuah akun bandwidth dan energy, yaitu sumber daya yang menutup biaya transfer dan pemanggilan smart contract, sehingga pengguna yang sering bertransaksi dapat melakukannya dengan biaya langsung yang kecil atau bahkan nol. TRON menjalankan smart contract di mesin virtual yang sebagian besar kompatibel dengan milik Ethereum.',
      ],
    },
    unique: {
      question: 'Untuk apa TRON terutama digunakan?',
      answer: [
        'Penggunaan TRON yang paling menonjol adalah memindahkan stablecoin. Tether (USDT) dalam jumlah sangat besar diterbitkan di TRON sebagai token TRC-20, dan banyak orang serta pelaku usaha memakainya untuk transfer antar-exchange dan lintas negara karena transaksinya cepat terkonfirmasi dan murah.',
        'Jaringan ini juga menjadi rumah bagi aplikasi keuangan terdesentralisasi (DeFi), game, dan proyek token. Pada 2018 TRON mengakuisisi perusahaan berbagi berkas BitTorrent, yang token BTT-nya kemudian diluncurkan di TRON. Model sumber daya berupa bandwidth dan energy, yang diperoleh dengan staking TRX, adalah salah satu fitur yang membedakannya dari Ethereum.',
      ],
    },
    rateFactors: {
      question: 'Apa yang memengaruhi harga TRX?',
      answer: [
        'Harga TRX, baik dalam rupiah, dolar AS, maupun mata uang lain, mencerminkan penawaran dan permintaan di berbagai exchange dan umumnya bergerak seiring pasar kripto yang lebih luas. Permintaan TRX untuk di-staking atau dibakar demi memperoleh sumber daya jaringan, yang meningkat seiring lalu lintas stablecoin dan penggunaan aplikasi, dapat memengaruhinya, begitu pula jumlah TRX yang dibakar sebagai biaya dibandingkan dengan penerbitan baru.',
        'Berita tentang ekosistem TRON dan pendirinya, tindakan regulator, pencatatan di exchange, serta persaingan dari jaringan pembayaran berbiaya rendah lainnya juga memengaruhi harga. Periksa konverter langsung untuk melihat kurs terkini sebelum mengambil keputusan.',
      ],
    },
    whereToBuy: {
      question: 'Di mana saya bisa membeli atau menjual TRX?',
      intro:
        'TRX tersedia luas di exchange terpusat, tempat koin ini diperdagangkan terhadap stablecoin, bitcoin, dan di sebagian platform, mata uang fiat. Exchange lama dan mapan yang mencatatkan TRX antara lain:',
      exchanges: ['Binance', 'OKX', 'Kraken', 'Bybit', 'KuCoin', 'HTX'],
      note: 'Untuk self-custody, wallet seperti TronLink dan Trust Wallet mendukung TRX dan token TRC-20, sedangkan SunSwap adalah exchange terdesentralisasi di TRON. Simpan sedikit TRX di wallet Anda, atau lakukan staking sebagian, agar Anda dapat menutup kebutuhan energy dan bandwidth untuk transaksi Anda.',
      reminder:
        'Periksa platform mana yang melayani negara Anda dan bandingkan biayanya sebelum bertransaksi. Gunakan exchange yang tepercaya, lindungi akun Anda dengan autentikasi dua faktor, dan simpan seed phrase Anda secara offline di tempat yang tidak dapat dilihat orang lain.',
    },
  },
  related: [
    { text: 'TRX ke EUR', href: '/trx-to-eur' },
    { text: 'TRX ke GBP', href: '/trx-to-gbp' },
    { text: 'TRX ke BTC', href: '/trx-to-btc' },
    { text: 'TRX ke USDT', href: '/trx-to-usdt' },
    { text: '1.000 TRX ke USD', href: '/trx-to-usd/1000' },
    { text: 'USD ke TRX', href: '/usd-to-trx' },
    { text: 'Kalkulator keuntungan kripto', href: '/crypto-profit-calculator' },
  ],
} satisfies CoinContentInput;
