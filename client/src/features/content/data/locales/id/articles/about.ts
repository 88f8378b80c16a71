import type { ArticleInput } from '@shared/schemas/content';

export default {
  title: 'Tentang Kami',
  intro: [
    'Situs ini adalah konverter kripto dan kalkulator keuntungan gratis. Situs ini membantu Anda mengetahui berapa nilai sejumlah mata uang kripto dalam mata uang konvensional atau dalam koin lain, serta bagaimana nilai suatu investasi berubah di antara dua tanggal, tanpa perlu membuat akun atau membagikan informasi pribadi apa pun.',
  ],
  sections: [
    {
      heading: 'Misi Kami',
      paragraphs: [
        'Tujuan kami adalah membuat nilai mata uang kripto mudah dipahami oleh semua orang, mulai dari mereka yang baru membeli pecahan koin pertamanya hingga trader dan pelaku usaha yang berurusan dengan kripto setiap hari. Kami ingin angka-angkanya jelas, metode di baliknya terlihat, dan alat-alatnya bebas dari pendaftaran, paywall, dan gangguan.',
        'Kami bukan platform trading, kami tidak menyimpan kripto milik siapa pun, dan kami tidak menyarankan siapa pun untuk membeli atau menjual apa pun. Semua yang ada di situs ini bersifat informatif, dan kami berusaha terus terang tentang arti angka-angka tersebut dan batas-batasnya.',
      ],
    },
    {
      heading: 'Apa yang Kami Tawarkan',
      paragraphs: [
        'Situs ini menghimpun beberapa alat dan panduan yang terfokus, semuanya gratis dan dapat digunakan tanpa akun:',
      ],
      list: [
        'Konverter untuk sekitar 250 mata uang kripto dan kurang lebih 50 mata uang fiat, dalam mode “Kripto ke FIAT” dan “Kripto ke Kripto”.',
        'Halaman khusus untuk pasangan dan jumlah yang populer, seperti BTC ke USD atau 0,01 BTC dalam dolar.',
        'Kalkulator keuntungan kripto untuk menghitung untung atau rugi suatu investasi di antara tanggal beli dan tanggal jual.',
        'Kalkulator seandainya yang menunjukkan berapa nilai pembelian di masa lalu jika dihitung hari ini.',
        'Panduan untuk banyak koin, yang menjelaskan apa koin-koin itu dan cara membaca hasil konversinya.',
      ],
      links: [
        { text: 'Konverter kripto', href: '/' },
        { text: 'Konverter BTC ke USD', href: '/btc-to-usd' },
        { text: 'Kalkulator keuntungan kripto', href: '/crypto-profit-calculator' },
      ],
    },
    {
      heading: 'Data Kami',
      paragraphs: [
        'Harga langsung tidak diambil dari satu penyedia saja. Setiap menit, situs ini meminta harga terbaru kepada lima exchange kripto (Coinbase, Kraken, Bitstamp, Binance, dan OKX) serta agregator harga CoinGecko, mengambil mediannya, dan mengecualikan sumber yang menyimpang lebih dari 2% darinya, dengan menyebutkan nama sumber tersebut dan alasannya. Kurs antarmata uang konvensional berasal dari Coinbase dan CoinGecko dan diperiksa terhadap kurs acuan harian Bank Sentral Eropa.',
        'Di bawah setiap hasil, satu baris singkat menyebutkan berapa sumber yang dipakai, seberapa dekat kesepakatan di antara sumber-sumber itu, dan berapa umur harganya; membukanya akan menampilkan harga dari setiap sumber. Halaman metodologi kami menjelaskan seluruh aturannya dengan bahasa sederhana, termasuk apa yang terjadi jika sebuah sumber gagal.',
        'Jika tidak ada sumber yang dapat dijangkau, situs ini menampilkan harga terakhir yang dimilikinya dengan tanda bukan data langsung. Jika harga itu pun tidak ada, situs ini beralih ke snapshot harga bawaan yang diambil pada tanggal tertentu; halaman kemudian menyatakan bahwa data langsung tidak tersedia, memberi label perkiraan pada nilai-nilainya, dan menampilkan tanggal snapshot tersebut, sehingga Anda selalu tahu seberapa mutakhir sebuah angka.',
        'Harga historis yang dipakai oleh kalkulator keuntungan dan kalkulator seandainya berasal dari CoinGecko dan dari data exchange publik. Harga dari sumber yang berbeda bisa sedikit berbeda, dan nilai historis merupakan harga acuan harian, bukan harga persis dari transaksi tertentu.',
      ],
      links: [
        { text: 'Cara kami menghitung harga', href: '/methodology' },
        { text: 'Penafian', href: '/disclaimer' },
      ],
    },
    {
      heading: 'Hubungi Kami',
      paragraphs: [
        'Jika Anda memiliki pertanyaan tentang situs ini atau menemukan sesuatu yang tampak keliru, silakan kunjungi halaman kontak kami. Sebelum menulis, perlu diketahui bahwa situs ini tidak menyimpan akun atau dana, sehingga kami tidak dapat membantu masalah terkait exchange, wallet, atau transaksi.',
      ],
      links: [{ text: 'Halaman kontak', href: '/contact' }],
    },
  ],
} satisfies ArticleInput;
