import type { CoinContentInput } from '@shared/schemas/content';

export default {
  ticker: 'avax',
  coinId: 'avalanche-2',
  name: 'Avalanche',
  symbol: 'AVAX',
  layout: 'faq-card',
  intro: [
    'Dùng công cụ chuyển đổi này để xem một lượng AVAX, token gốc của mạng Avalanche, trị giá bao nhiêu bằng đồng Việt Nam (VND), đô la Mỹ hoặc một loại tiền khác. Kết quả dựa trên tỷ giá thị trường theo thời gian thực và hiển thị cả tỷ giá AVAX lẫn tỷ giá nghịch đảo.',
    'Avalanche là nền tảng blockchain Proof of Stake (PoS) dành cho hợp đồng thông minh và các mạng tùy biến. Các phần dưới đây giải thích cách thực hiện quy đổi, AVAX dùng để làm gì, những yếu tố tác động đến giá và nơi token này thường được giao dịch.',
  ],
  converting:
    'Chọn thẻ Crypto sang Fiat, nhập số token vào ô Số lượng, chọn AVAX ở mục Từ và loại tiền bạn cần, chẳng hạn VND, ở mục Sang. Trang sẽ hiển thị giá trị quy đổi, giá của một AVAX và giá trị của một đơn vị tiền đó tính bằng AVAX; nút đảo chiều giúp đổi chiều cặp tiền. Giá là mức trung vị từ CoinGecko và các sàn niêm yết AVAX, cập nhật mỗi phút, và bạn có thể bấm Làm mới mỗi 10 giây một lần. Khi không có dữ liệu trực tiếp, trang sẽ đánh dấu các giá trị là ước tính. Để so sánh AVAX với một đồng coin khác, hãy chuyển sang thẻ Crypto sang Crypto.',
  valueTable: {
    caption: 'Giá trị AVAX sang USD mang tính minh họa',
    rows: [
      { amount: '1 AVAX', value: '20–30 USD' },
      { amount: '10 AVAX', value: '200–300 USD' },
      { amount: '100 AVAX', value: '2.000–3.000 USD' },
      { amount: '2.000 AVAX (mức staking tối thiểu cho validator)', value: '40.000–60.000 USD' },
    ],
    note: 'Bảng này chỉ mang tính minh họa, lấy từ một giai đoạn trước đây khi AVAX giao dịch quanh mức 20–30 USD. Đây không phải giá hôm nay. Hãy dùng công cụ chuyển đổi trực tiếp ở phía trên để xem tỷ giá AVAX hiện tại.',
  },
  faq: {
    what: {
      question: 'Avalanche (AVAX) là gì?',
      answer: [
        'Avalanche là blockchain layer 1 do Ava Labs phát triển, công ty do nhà khoa học máy tính Emin Gün Sirer đồng sáng lập. Mainnet ra mắt vào tháng 9/2020. Mạng lưới được bảo mật bằng Proof of Stake (PoS) và dùng giao thức đồng thuận Avalanche, trong đó các validator liên tục lấy mẫu những nhóm nhỏ validator khác để nhanh chóng đạt đồng thuận, thường chỉ trong vài giây.',
        'AVAX là token gốc của mạng. Token dùng để trả phí giao dịch (số phí này bị đốt) và được các validator cùng người ủy thác staking để bảo mật mạng lưới. Muốn chạy một validator cần staking tối thiểu 2.000 AVAX. Tổng cung bị giới hạn ở mức 720 triệu token.',
      ],
    },
    unique: {
      question: 'AVAX dùng để làm gì và Avalanche khác biệt ở điểm nào?',
      answer: [
        'Mạng công khai chính gồm nhiều chuỗi tích hợp sẵn với chức năng riêng: C-Chain chạy hợp đồng thông minh tương thích Ethereum, X-Chain xử lý việc chuyển tài sản, còn P-Chain điều phối validator và staking. Vì C-Chain hỗ trợ Ethereum Virtual Machine (EVM), nhiều ví và ứng dụng Ethereum có thể hoạt động trên Avalanche mà chỉ cần thay đổi rất ít.',
        'Avalanche còn cho phép các dự án ra mắt blockchain riêng – ban đầu gọi là subnet, nay được gọi là Avalanche L1 – với quy tắc, token trả phí và nhóm validator riêng. AVAX được dùng để trả phí, staking và quản trị trong toàn bộ hệ sinh thái này.',
      ],
    },
    rateFactors: {
      question: 'Điều gì ảnh hưởng đến giá AVAX?',
      answer: [
        'Giá AVAX được quyết định bởi cung và cầu trên các sàn giao dịch và thường đi theo thị trường crypto nói chung. Hoạt động trên mạng, như tài chính phi tập trung (DeFi), trò chơi và các chuỗi Avalanche L1 mới, có thể tác động đến nhu cầu đối với token, cũng như lượng AVAX bị khóa trong staking.',
        'Các đợt mở khóa token từ những đợt phân bổ trước đây, cơ chế đốt phí, sự cạnh tranh từ các nền tảng hợp đồng thông minh khác, việc niêm yết trên sàn và điều kiện kinh tế chung cũng góp phần tác động. Tỷ giá có thể thay đổi nhanh, vì vậy hãy kiểm tra công cụ chuyển đổi trực tiếp để biết con số hiện tại.',
      ],
    },
    whereToBuy: {
      question: 'Có thể mua hoặc bán AVAX ở đâu?',
      intro:
        'AVAX được niêm yết trên hầu hết các sàn lớn, thường giao dịch với đô la Mỹ, euro, stablecoin và bitcoin. Một số sàn có tên tuổi hỗ trợ AVAX gồm:',
      exchanges: ['Coinbase', 'Binance', 'Kraken', 'OKX', 'Bybit', 'KuCoin'],
      note: 'AVAX cũng có thể được giữ trong các ví tự lưu ký như Core – ví của Ava Labs – hoặc MetaMask trên C-Chain, và hoán đổi trên các sàn phi tập trung như Trader Joe (LFJ). Khi rút từ sàn, hãy chắc chắn bạn chọn C-Chain hoặc đúng mạng mà ví của bạn hỗ trợ.',
      reminder:
        'Hãy kiểm tra những dịch vụ nào có mặt tại quốc gia của bạn và so sánh phí, thường vào khoảng 0,1–0,5% mỗi lệnh. Gắn bó với các sàn uy tín, bật xác thực hai yếu tố (2FA) và giữ cụm từ khôi phục ngoại tuyến, bí mật.',
    },
  },
  related: [
    { text: 'AVAX sang EUR', href: '/avax-to-eur' },
    { text: 'AVAX sang GBP', href: '/avax-to-gbp' },
    { text: 'AVAX sang BTC', href: '/avax-to-btc' },
    { text: 'AVAX sang ETH', href: '/avax-to-eth' },
    { text: '10 AVAX sang USD', href: '/avax-to-usd/10' },
    { text: '100 AVAX sang USD', href: '/avax-to-usd/100' },
    { text: 'Công cụ tính lợi nhuận crypto', href: '/crypto-profit-calculator' },
  ],
} satisfies CoinContentInput;
