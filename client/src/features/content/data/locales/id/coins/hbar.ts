import type { CoinContentInput } from '@shared/schemas/content';

export default {
  ticker: 'hbar',
  coinId: 'hedera-hashgraph',
  name: 'Hedera',
  symbol: 'HBAR',
  layout: 'faq-card',
  intro: [
    'Hedera adalah jaringan publik yang dibangun di atas algoritma konsensus hashgraph, bukan rantai blok tradisional. HBAR adalah token aslinya: token ini dipakai untuk membayar biaya jaringan, mengamankan jaringan melalui proof of stake, dan digunakan oleh aplikasi yang berjalan di Hedera.',
    'Konverter ini mengubah jumlah HBAR berapa pun ke rupiah, dolar AS, mata uang fiat lain, atau mata uang kripto lain. Kursnya real-time berdasarkan data pasar, sedangkan nilai tetap yang dikutip dalam tabel atau contoh merupakan perkiraan dan bisa sedikit berbeda dari kuotasi exchange.',
  ],
  converting:
    'Masukkan jumlah HBAR, pilih mata uang tujuan, misalnya IDR, dan hasilnya langsung muncul bersama kurs dan kurs kebalikannya (berapa HBAR yang dapat dibeli dengan satu unit mata uang tersebut). Kursnya adalah harga median dari CoinGecko dan exchange yang mencatatkan HBAR, diperbarui setiap menit; tombol Perbarui mengambil kuotasi baru paling sering sekali setiap 10 detik. Jika data langsung tidak tersedia, halaman akan menyatakan bahwa nilai yang ditampilkan merupakan perkiraan. Gunakan tombol tukar untuk mengonversi mata uang fiat kembali ke HBAR, atau tab “Kripto ke Kripto” untuk membandingkan HBAR dengan koin seperti BTC atau ETH.',
  faq: {
    what: {
      question: 'Apa itu Hedera (HBAR)?',
      answer: [
        'Hedera adalah buku besar terdistribusi (distributed ledger) publik yang mainnet-nya diluncurkan pada 2018 dan dibuka untuk publik pada 2019. Hedera memakai hashgraph, algoritma konsensus ciptaan Leemon Baird, yang mendirikan proyek ini bersama Mance Harmon. Node saling berbagi informasi melalui proses “gossip about gossip” dan mencapai kesepakatan melalui pemungutan suara virtual, yang memberi jaringan ini toleransi kesalahan Bizantium asinkron (asynchronous Byzantine fault tolerance) dan finalitas yang cepat.',
        'HBAR adalah token aslinya. Token ini dipakai untuk membayar transaksi, eksekusi smart contract, dan penyimpanan berkas, serta di-staking untuk membantu mengamankan jaringan. Total pasokannya ditetapkan sebesar 50 miliar HBAR, yang seluruhnya diciptakan saat peluncuran dan dilepas ke peredaran secara bertahap.',
      ],
    },
    unique: {
      question: 'Apa yang membedakan Hedera dari jaringan lain?',
      answer: [
        'Hedera dikelola oleh Hedera Council, sekelompok organisasi besar dari berbagai industri dan wilayah yang menjabat dalam masa tugas terbatas dan menjalankan node jaringan. Biaya transaksi ditetapkan dalam denominasi dolar AS serta dijaga tetap rendah dan dapat diprediksi, sehingga cocok bagi aplikasi yang mengirim transaksi kecil dalam jumlah besar.',
        'Selain pembayaran, Hedera menyediakan Consensus Service untuk pemberian cap waktu dan pengurutan data, Token Service untuk menerbitkan token tanpa menulis smart contract, serta Smart Contract Service yang kompatibel dengan Ethereum Virtual Machine. Layanan-layanan ini digunakan antara lain untuk pencatatan rantai pasok, aset yang ditokenisasi, dan program loyalitas.',
      ],
    },
    rateFactors: {
      question: 'Apa yang memengaruhi harga HBAR?',
      answer: [
        'Harga HBAR, baik dalam rupiah, dolar AS, maupun mata uang lain, mencerminkan penawaran dan permintaan di exchange. Sentimen pasar kripto yang lebih luas, terutama arah pergerakan Bitcoin, sering menggerakkan HBAR bersama token besar lainnya.',
        'Faktor khusus proyek juga berpengaruh: penggunaan jaringan, aplikasi baru dari perusahaan atau pemerintah, perubahan di dewan, pembaruan staking, serta pelepasan HBAR dari treasury ke peredaran. Berita regulasi dan volume perdagangan di exchange besar juga dapat memengaruhi kurs.',
      ],
    },
    whereToBuy: {
      question: 'Di mana saya bisa membeli atau menjual HBAR?',
      intro:
        'HBAR diperdagangkan di banyak exchange terpusat besar, biasanya terhadap USD, USDT, dan mata uang utama lainnya. Ketersediaannya bergantung pada negara Anda, jadi periksa exchange mana yang melayani wilayah Anda sebelum mendaftar.',
      exchanges: ['Binance', 'Coinbase', 'OKX', 'KuCoin', 'Bybit', 'Gate.io'],
      note: 'Untuk menyimpan HBAR sendiri, Anda dapat memakai wallet yang mendukung jaringan Hedera, seperti HashPack, atau hardware wallet yang mendukung Hedera. Exchange terdesentralisasi di Hedera, seperti SaucerSwap, memungkinkan Anda menukar HBAR dengan token Hedera lainnya langsung dari wallet Anda.',
      reminder:
        'Gunakan exchange yang tepercaya dan teregulasi, aktifkan autentikasi dua faktor, dan jangan pernah membagikan seed phrase atau kunci privat Anda kepada siapa pun. Periksa jaringan sebelum menarik dana, karena mengirim HBAR ke alamat atau jaringan yang salah dapat membuatnya hilang.',
    },
  },
  related: [
    { text: 'HBAR ke EUR', href: '/hbar-to-eur' },
    { text: 'HBAR ke GBP', href: '/hbar-to-gbp' },
    { text: 'HBAR ke BTC', href: '/hbar-to-btc' },
    { text: 'HBAR ke ETH', href: '/hbar-to-eth' },
    { text: '1.000 HBAR ke USD', href: '/hbar-to-usd/1000' },
    { text: 'Kalkulator keuntungan kripto', href: '/crypto-profit-calculator' },
  ],
} satisfies CoinContentInput;
