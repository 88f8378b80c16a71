import type { CoinContentInput } from '@shared/schemas/content';

export default {
  ticker: 'hlq',
  coinId: 'hyperliquid',
  name: 'Hyperliquid',
  symbol: 'HYPE',
  layout: 'faq-card',
  intro: [
    'Konverter ini menunjukkan nilai token Hyperliquid dalam rupiah, dolar AS, dan mata uang lainnya. Alamat halaman ini memakai hlq sebagai nama singkat Hyperliquid, tetapi tokennya sendiri diperdagangkan dengan ticker HYPE, sehingga simbol itulah yang akan Anda lihat di konverter dan di exchange.',
    'Hyperliquid adalah blockchain yang terutama dibangun untuk menjalankan platform trading yang cepat dan sepenuhnya on-chain bagi kontrak berjangka perpetual (perpetual futures) dan pasar spot. HYPE diluncurkan pada November 2024 dan digunakan untuk mengamankan jaringan melalui staking serta membayar aktivitas di dalamnya.',
  ],
  converting:
    'Untuk mengonversi Hyperliquid, pilih tab “Kripto ke FIAT”, masukkan jumlahnya, lalu pilih HYPE di Dari dan mata uang tujuan, misalnya IDR, di Ke. Konverter memakai harga median dari CoinGecko dan exchange yang mencatatkan HYPE, diperbarui setiap menit, dan Anda dapat meminta kuotasi baru dengan Perbarui sekali setiap 10 detik. Hasilnya juga menampilkan kurs kebalikannya, yaitu berapa HYPE yang dapat dibeli dengan satu unit mata uang tujuan. Jika data langsung tidak tersedia, halaman menandai nilai yang ditampilkan sebagai perkiraan.',
  faq: {
    what: {
      question: 'Apa itu Hyperliquid (HYPE)?',
      answer: [
        'Hyperliquid adalah blockchain layer 1 yang aplikasi paling terkenalnya adalah exchange miliknya sendiri, tempat setiap order, pembatalan, dan transaksi dicatat on-chain dalam sebuah order book, bukan melalui liquidity pool. Proyek ini dirintis oleh tim kecil yang dipimpin Jeff Yan, yang berlatar belakang trading, dan tidak menghimpun dana dari investor modal ventura.',
        'HYPE adalah token aslinya. Token ini diluncurkan pada November 2024, dengan porsi besar dari total pasokan satu miliar token dibagikan kepada pengguna awal platform. Validator dan delegator melakukan staking HYPE dalam konsensus proof of stake bernama HyperBFT, dan HYPE merupakan token gas di HyperEVM, lingkungan smart contract jaringan ini.',
      ],
    },
    unique: {
      question: 'Apa yang membuat Hyperliquid unik?',
      answer: [
        'Sebagian besar exchange terdesentralisasi mengandalkan automated market maker atau menjalankan sebagian mesin trading-nya di luar rantai (off-chain). Hyperliquid menjalankan order book penuh di blockchain-nya sendiri, dengan target kecepatan yang mendekati exchange terpusat sekaligus memungkinkan pengguna bertransaksi dari wallet self-custody.',
        'Sebagian biaya trading di platform ini telah digunakan untuk membeli HYPE di pasar melalui mekanisme yang dikenal sebagai Assistance Fund, sehingga token ini terkait erat dengan aktivitas trading. HyperEVM juga memungkinkan pengembang lain membangun aplikasi yang terhubung dengan likuiditas exchange tersebut.',
      ],
    },
    rateFactors: {
      question: 'Apa yang memengaruhi harga HYPE?',
      answer: [
        'HYPE cenderung mengikuti pasar kripto yang lebih luas, dan karena Hyperliquid adalah tempat trading, harganya juga peka terhadap volume perdagangan dan pendapatan biaya di platform tersebut, yang naik turun seiring aktivitas pasar.',
        'Pembukaan token (token unlock) untuk kontributor, partisipasi staking, persaingan dari exchange lain, insiden keamanan, sikap regulator terhadap perdagangan derivatif, dan nilai dolar AS semuanya dapat memengaruhi kursnya.',
      ],
    },
    whereToBuy: {
      question: 'Di mana saya bisa membeli atau menjual HYPE?',
      intro:
        'HYPE diperdagangkan di Hyperliquid sendiri dan di sejumlah exchange terpusat, biasanya terhadap USDT atau USDC. Exchange mapan yang mencatatkannya antara lain:',
      exchanges: ['Bybit', 'OKX', 'KuCoin', 'Gate.io', 'Bitget', 'MEXC'],
      note: 'Anda juga dapat memperdagangkan HYPE langsung di pasar spot Hyperliquid dengan menghubungkan wallet self-custody dan menyetorkan USDC, yang biasanya dipindahkan melalui bridge dari Arbitrum. Carilah ticker HYPE, bukan hlq, di exchange mana pun, dan pastikan Anda berada di situs web resmi Hyperliquid sebelum menghubungkan wallet.',
      reminder:
        'Gunakan platform yang tepercaya, aktifkan autentikasi dua faktor pada akun exchange, dan jangan pernah mengungkapkan seed phrase Anda atau menandatangani transaksi yang tidak Anda pahami.',
    },
  },
  related: [
    { text: 'HYPE ke EUR', href: '/hlq-to-eur' },
    { text: 'HYPE ke GBP', href: '/hlq-to-gbp' },
    { text: 'HYPE ke CHF', href: '/hlq-to-chf' },
    { text: '10 HYPE ke USD', href: '/hlq-to-usd/10' },
    { text: 'Kalkulator keuntungan kripto', href: '/crypto-profit-calculator' },
  ],
} satisfies CoinContentInput;
