import type { CoinContentInput } from '@shared/schemas/content';

export default {
  ticker: 'bch',
  coinId: 'bitcoin-cash',
  name: 'Bitcoin Cash',
  symbol: 'BCH',
  layout: 'faq-card',
  intro: [
    'Konverter ini mengubah Bitcoin Cash (BCH) ke rupiah, dolar AS, mata uang fiat lain, atau mata uang kripto lain dengan kurs pasar real-time. Masukkan jumlahnya untuk melihat nilai hasil konversi beserta kurs BCH terhadap mata uang tersebut dan kurs kebalikannya.',
    'Bitcoin Cash memisahkan diri dari Bitcoin pada 2017 dengan tujuan menjadi uang elektronik berbiaya rendah. Panduan di bawah ini menjelaskan cara mengonversi BCH, perbedaannya dengan Bitcoin, faktor yang menggerakkan harganya, dan exchange yang mencatatkannya.',
  ],
  converting:
    'Di tab “Kripto ke FIAT”, masukkan jumlah koin, pilih BCH sebagai mata uang Dari dan mata uang tujuan, misalnya IDR, sebagai mata uang Ke, lalu konverter akan menampilkan nilainya beserta kurs BCH terhadap mata uang tersebut dan kurs kebalikannya. Tombol tukar membalik arah konversi, dan tab “Kripto ke Kripto” memungkinkan Anda membandingkan BCH dengan BTC atau koin lain. Kursnya adalah harga median dari CoinGecko dan exchange yang mencatatkan BCH, diperbarui setiap menit, dan tombol Perbarui dapat ditekan sekali setiap 10 detik. Jika data langsung tidak tersedia, halaman akan memberi keterangan bahwa angka yang ditampilkan merupakan perkiraan.',
  faq: {
    what: {
      question: 'Apa itu Bitcoin Cash (BCH)?',
      answer: [
        'Bitcoin Cash adalah mata uang kripto yang tercipta pada 1 Agustus 2017 melalui hard fork blockchain Bitcoin. Siapa pun yang memegang bitcoin saat pemisahan terjadi menerima BCH dalam jumlah yang sama. Fork ini lahir dari perdebatan panjang di komunitas Bitcoin tentang cara meningkatkan skala jaringan, dengan pendukung Bitcoin Cash menginginkan ukuran blok yang lebih besar.',
        'Seperti Bitcoin, Bitcoin Cash memakai penambangan proof of work dengan algoritma SHA-256, memiliki pasokan maksimum 21 juta koin, dan imbalan bloknya berkurang separuh kira-kira setiap empat tahun. Bitcoin Cash dikembangkan oleh beberapa tim independen, bukan oleh satu perusahaan.',
      ],
    },
    unique: {
      question: 'Apa bedanya Bitcoin Cash dengan Bitcoin?',
      answer: [
        'Perbedaan utamanya terletak pada ukuran blok. Bitcoin Cash menaikkan batas ukuran bloknya, mula-mula menjadi 8 MB lalu menjadi 32 MB, sehingga lebih banyak transaksi muat di setiap blok dan biayanya umumnya tetap sangat rendah. Sebaliknya, Bitcoin mempertahankan ukuran blok dasar yang lebih kecil dan mengandalkan Segregated Witness serta sistem layer 2 seperti Lightning Network untuk meningkatkan skala.',
        'Bitcoin Cash juga memakai format alamatnya sendiri, CashAddr, yang biasanya diawali dengan “bitcoincash:” atau huruf q, serta menambahkan fitur seperti algoritma penyesuaian tingkat kesulitan (difficulty adjustment) tersendiri dan CashTokens untuk menerbitkan token di blockchain-nya. Pada 2018 jaringan ini kembali terpecah sehingga lahir Bitcoin SV (BSV) sebagai koin terpisah.',
      ],
    },
    rateFactors: {
      question: 'Apa yang memengaruhi harga BCH?',
      answer: [
        'Harga BCH, baik dalam rupiah, dolar AS, maupun mata uang lain, terbentuk dari penawaran dan permintaan di exchange dan cenderung mengikuti Bitcoin serta pasar kripto yang lebih luas. Penggunaan Bitcoin Cash untuk pembayaran, volume perdagangan dan likuiditas, serta besarnya daya penambangan di jaringan semuanya memengaruhinya.',
        'Peristiwa halving yang mengurangi pasokan baru, pencatatan di exchange, berita regulasi, dan kondisi ekonomi yang lebih luas juga dapat menggerakkan kurs. Periksa konverter langsung di atas untuk angka terkini sebelum Anda membeli atau menjual.',
      ],
    },
    whereToBuy: {
      question: 'Di mana saya bisa membeli atau menjual BCH?',
      intro:
        'Bitcoin Cash tersedia di sebagian besar exchange besar, banyak di antaranya menawarkan perdagangan langsung terhadap dolar AS dan euro. Exchange lama dan mapan yang mencatatkan BCH antara lain:',
      exchanges: ['Coinbase', 'Binance', 'Kraken', 'Bitstamp', 'Gemini', 'OKX'],
      note: 'Untuk self-custody, wallet seperti Electron Cash serta hardware wallet dari Ledger dan Trezor mendukung Bitcoin Cash. BCH dan BTC adalah jaringan yang terpisah, jadi jangan pernah mengirim BCH ke alamat Bitcoin atau sebaliknya, karena koin tersebut bisa hilang.',
      reminder:
        'Gunakan exchange tepercaya yang beroperasi secara legal di tempat tinggal Anda, aktifkan autentikasi dua faktor, dan simpan seed phrase Anda dalam bentuk tertulis secara offline, jauh dari jangkauan orang lain.',
    },
  },
  related: [
    { text: 'BCH ke EUR', href: '/bch-to-eur' },
    { text: 'BCH ke GBP', href: '/bch-to-gbp' },
    { text: 'BCH ke BTC', href: '/bch-to-btc' },
    { text: '1 BCH ke USD', href: '/bch-to-usd/1' },
    { text: '10 BCH ke USD', href: '/bch-to-usd/10' },
    { text: 'Kalkulator keuntungan kripto', href: '/crypto-profit-calculator' },
  ],
} satisfies CoinContentInput;
