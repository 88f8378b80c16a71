import type { CoinContentInput } from '@shared/schemas/content';

export default {
  ticker: 'ada',
  coinId: 'cardano',
  name: 'Cardano',
  symbol: 'ADA',
  layout: 'guide',
  intro: [
    'Cardano adalah blockchain proof of stake yang diluncurkan pada 2017, dan ADA adalah mata uang kripto aslinya. ADA dipakai untuk membayar biaya transaksi, mendelegasikan stake ke pool yang memproduksi blok, dan memberikan suara tentang tata kelola jaringan.',
    'Konverter ini mengubah jumlah ADA berapa pun ke rupiah, dolar AS, euro, atau mata uang lain berdasarkan data pasar real-time. Ketik saldo ADA Anda untuk melihat nilainya beserta kurs kebalikannya, atau beralih ke mata uang fiat atau koin lain.',
  ],
  converting:
    'Mengonversi Cardano hanyalah perkalian sederhana antara jumlah ADA Anda dan kurs pasar ADA saat ini dalam mata uang yang Anda pilih. Konverter mengambil kurs tersebut dari harga median CoinGecko dan exchange yang mencatatkan ADA serta memperbaruinya setiap menit, sehingga angkanya mencerminkan perdagangan terkini di banyak exchange. Saat Anda benar-benar menjual, exchange dapat mengenakan biaya atau spread yang sedikit mengurangi dana yang Anda terima.',
  guide: {
    steps: [
      'Pilih tab “Kripto ke FIAT” di bagian atas konverter untuk mengonversi mata uang kripto ke mata uang fiat.',
      'Gunakan pemilih Dari untuk mencari Cardano atau ADA, lalu pilih sebagai koin asal.',
      'Gunakan pemilih Ke untuk memilih mata uang tujuan, misalnya IDR, tempat hasilnya akan ditampilkan.',
      'Masukkan jumlah ADA di kolom Jumlah; koin utuh maupun jumlah desimal sama-sama diterima.',
      'Baca hasilnya dalam mata uang tujuan, beserta kurs dan kurs kebalikannya yang menunjukkan berapa ADA yang dapat dibeli dengan satu unit mata uang tersebut.',
      'Tekan Perbarui untuk mengambil kurs terbaru, yang dapat dilakukan sekali setiap 10 detik, atau ketuk tombol tukar untuk mengonversi dari mata uang fiat ke ADA.',
    ],
    priceFactors: [
      {
        title: 'Tonggak pengembangan',
        text: 'Cardano ditingkatkan secara bertahap sesuai rencana, seperti penambahan smart contract pada 2021 dan tata kelola on-chain setelahnya. Kemajuan atau keterlambatan pembaruan ini dapat mengubah cara orang menilai ADA.',
      },
      {
        title: 'Aktivitas ekosistem',
        text: 'Jumlah aplikasi, exchange terdesentralisasi, dan pengguna di Cardano memengaruhi permintaan transaksi serta minat untuk memegang ADA.',
      },
      {
        title: 'Pasokan maksimum tetap',
        text: 'ADA memiliki pasokan maksimum 45 miliar koin. ADA baru masuk ke peredaran secara bertahap dari cadangan sebagai imbalan staking, sehingga laju penerbitannya melambat dari waktu ke waktu.',
      },
      {
        title: 'Sentimen pasar',
        text: 'ADA umumnya bergerak seiring pasar kripto yang lebih luas, termasuk perubahan harga Bitcoin, likuiditas, dan sikap terhadap risiko.',
      },
      {
        title: 'Regulasi',
        text: 'Aturan tentang cara mata uang kripto diklasifikasikan, dicatatkan, dan dikenai pajak di pasar-pasar utama dapat memengaruhi akses terhadap ADA dan permintaannya.',
      },
    ],
    whyConvert: [
      {
        title: 'Melihat saldo dalam mata uang Anda',
        text: 'Mengonversi ADA menunjukkan nilai saldo wallet atau exchange dalam rupiah atau mata uang lain, sehingga lebih mudah dikaitkan dengan pengeluaran sehari-hari.',
      },
      {
        title: 'Menilai imbalan staking',
        text: 'Delegator menerima imbalan ADA setiap epoch; mengonversinya ke mata uang fiat membantu Anda memahami nilai imbalan tersebut pada kurs hari ini.',
      },
      {
        title: 'Memeriksa sebelum bertransaksi',
        text: 'Kurs acuan yang berlaku memungkinkan Anda membandingkan harga yang ditawarkan exchange dengan rata-rata pasar sebelum membeli atau menjual.',
      },
      {
        title: 'Anggaran dan pajak',
        text: 'Menyimpan catatan nilai ADA dalam mata uang fiat pada saat setiap transaksi membantu penyusunan anggaran pribadi dan pelaporan pajak jika diwajibkan.',
      },
    ],
    closing: {
      title: 'Menggunakan konverter ADA',
      paragraphs: [
        'Halaman ini menampilkan kurs pasar real-time yang diperbarui setiap menit, masing-masing berupa harga median dari CoinGecko dan exchange yang mencatatkan ADA, sedangkan nilai dalam tabel merupakan perkiraan. Jika data langsung sesaat tidak tersedia, halaman akan menyatakan bahwa yang ditampilkan adalah nilai perkiraan.',
        'Gunakan konverter sebagai acuan cepat dan pastikan harga persisnya di exchange pilihan Anda sebelum menyelesaikan transaksi.',
      ],
    },
  },
  faq: {
    what: {
      question: 'Apa itu Cardano (ADA)?',
      answer: [
        'Cardano adalah blockchain publik yang diluncurkan pada 2017 dan dipimpin oleh Charles Hoskinson, salah satu pendiri Ethereum. Cardano dikembangkan oleh beberapa organisasi, termasuk Input Output (IOG), Cardano Foundation, dan Emurgo. Koin ini dinamai dari Ada Lovelace, dan satuan terkecilnya, lovelace, bernilai sepersejuta ADA.',
        'Cardano memakai protokol proof of stake bernama Ouroboros, yang dikembangkan melalui riset akademis yang ditelaah sejawat (peer-reviewed). Pemegang ADA dapat mendelegasikan stake mereka ke stake pool tanpa mengunci koinnya, dan memperoleh imbalan karena membantu mengamankan jaringan.',
      ],
    },
    unique: {
      question: 'Apa yang membedakan Cardano dari blockchain lain?',
      answer: [
        'Cardano menekankan pendekatan berbasis riset, dengan banyak protokolnya dijelaskan dalam makalah akademis sebelum dibangun. Cardano memakai model akuntansi extended UTXO, pengembangan dari model yang dipakai Bitcoin, sehingga hasil transaksi dapat diprediksi sebelum transaksi dikirim.',
        'ADA dipakai untuk biaya transaksi, delegasi staking, dan tata kelola on-chain, di mana pemegangnya dapat ikut mengambil keputusan tentang penggunaan dana treasury dan perubahan protokol. Smart contract di Cardano ditulis dengan perangkat yang dibangun di sekitar platform Plutus.',
      ],
    },
    rateFactors: {
      question: 'Apa yang memengaruhi harga ADA?',
      answer: [
        'Harga ADA, baik dalam rupiah, dolar AS, maupun mata uang lain, mencerminkan penawaran dan permintaan di exchange. Pembaruan jaringan, pertumbuhan aplikasi di Cardano, partisipasi staking, berita regulasi, dan pasar kripto secara keseluruhan semuanya memengaruhinya.',
        'Karena faktor-faktor tersebut terus berubah, konverter memakai harga langsung yang diperbarui setiap menit. Lihat kurs langsung di atas untuk mengetahui nilai terkini.',
      ],
    },
    whereToBuy: {
      question: 'Di mana saya bisa membeli atau menjual ADA?',
      intro:
        'ADA tersedia di sebagian besar exchange kripto besar, tempat koin ini dapat diperdagangkan terhadap dolar AS, mata uang fiat lain, atau stablecoin. Exchange mapan yang mencatatkan ADA antara lain:',
      exchanges: ['Coinbase', 'Binance', 'Kraken', 'OKX', 'Bybit', 'KuCoin'],
      note: 'Untuk self-custody dan staking, wallet Cardano seperti Lace, Eternl, dan Yoroi memungkinkan Anda menyimpan ADA dan mendelegasikannya ke stake pool, sementara exchange terdesentralisasi seperti Minswap memungkinkan Anda menukar ADA dengan token asli Cardano.',
      reminder:
        'Gunakan exchange yang tepercaya, aktifkan autentikasi dua faktor, dan simpan recovery phrase Anda secara offline; jangan pernah memasukkannya di situs web atau membagikannya kepada siapa pun yang mengaku menawarkan bantuan.',
    },
  },
  related: [
    { text: 'ADA ke EUR', href: '/ada-to-eur' },
    { text: 'ADA ke GBP', href: '/ada-to-gbp' },
    { text: 'ADA ke BTC', href: '/ada-to-btc' },
    { text: 'ADA ke ETH', href: '/ada-to-eth' },
    { text: 'USD ke ADA', href: '/usd-to-ada' },
    { text: 'Kalkulator keuntungan kripto', href: '/crypto-profit-calculator' },
  ],
} satisfies CoinContentInput;
