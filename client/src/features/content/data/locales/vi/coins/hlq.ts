import type { CoinContentInput } from '@shared/schemas/content';

export default {
  ticker: 'hlq',
  coinId: 'hyperliquid',
  name: 'Hyperliquid',
  symbol: 'HYPE',
  layout: 'faq-card',
  intro: [
    'Công cụ chuyển đổi này cho biết token của Hyperliquid trị giá bao nhiêu bằng đồng Việt Nam (VND), đô la Mỹ và các loại tiền khác. Địa chỉ trang dùng hlq làm tên viết tắt của Hyperliquid, nhưng bản thân token được giao dịch dưới mã HYPE, nên đó là ký hiệu bạn sẽ thấy trong công cụ chuyển đổi và trên các sàn.',
    'Hyperliquid là blockchain được xây dựng chủ yếu để vận hành một nền tảng giao dịch hợp đồng vĩnh cửu (perpetual futures) và giao ngay (spot) tốc độ cao, hoàn toàn on-chain. HYPE ra mắt vào tháng 11/2024, được dùng để bảo mật mạng lưới thông qua staking và để chi trả cho các hoạt động trên mạng.',
  ],
  converting:
    'Để quy đổi Hyperliquid sang tiền pháp định, hãy chọn thẻ “Crypto sang Fiat”, nhập số lượng, rồi chọn HYPE ở mục Từ và loại tiền bạn cần, chẳng hạn VND, ở mục Sang. Công cụ dùng giá trung vị từ CoinGecko và các sàn niêm yết HYPE, được làm mới mỗi phút, và bạn có thể yêu cầu báo giá mới bằng nút Làm mới mỗi 10 giây một lần. Kết quả cũng hiển thị tỷ giá nghịch đảo, tức một đơn vị tiền đó mua được bao nhiêu HYPE. Khi không có dữ liệu trực tiếp, trang sẽ đánh dấu các giá trị là ước tính.',
  faq: {
    what: {
      question: 'Hyperliquid (HYPE) là gì?',
      answer: [
        'Hyperliquid là blockchain layer 1 với ứng dụng nổi tiếng nhất là sàn giao dịch của chính nó, nơi mọi lệnh đặt, lệnh hủy và giao dịch đều được ghi on-chain trong một sổ lệnh (order book) thay vì thông qua pool thanh khoản. Dự án do một nhóm nhỏ dẫn dắt bởi Jeff Yan, người xuất thân từ lĩnh vực giao dịch, khởi xướng và không gọi vốn từ các nhà đầu tư mạo hiểm.',
        'HYPE là token gốc của mạng. Token ra mắt vào tháng 11/2024, với một phần lớn trong tổng cung một tỷ token được phân phối cho những người dùng sớm của nền tảng. Các validator và người ủy thác staking HYPE theo cơ chế đồng thuận Proof of Stake (PoS) mang tên HyperBFT, và HYPE là token trả phí gas trên HyperEVM, môi trường hợp đồng thông minh của mạng lưới.',
      ],
    },
    unique: {
      question: 'Điều gì khiến Hyperliquid trở nên đặc biệt?',
      answer: [
        'Phần lớn các sàn phi tập trung dựa vào cơ chế tạo lập thị trường tự động (AMM) hoặc để một phần bộ máy khớp lệnh nằm ngoài chuỗi. Hyperliquid vận hành toàn bộ sổ lệnh trên chuỗi riêng, hướng đến tốc độ gần bằng sàn tập trung trong khi vẫn cho phép người dùng giao dịch từ ví tự lưu ký.',
        'Một phần phí giao dịch trên nền tảng đã được dùng để mua HYPE trên thị trường thông qua cơ chế gọi là Assistance Fund, gắn chặt token với hoạt động giao dịch. HyperEVM cũng cho phép các nhà phát triển khác xây dựng ứng dụng kết nối với thanh khoản của sàn.',
      ],
    },
    rateFactors: {
      question: 'Điều gì ảnh hưởng đến giá HYPE?',
      answer: [
        'HYPE thường đi theo thị trường crypto nói chung, và vì Hyperliquid là một sàn giao dịch, giá token còn nhạy cảm với khối lượng giao dịch và doanh thu phí trên nền tảng – vốn tăng giảm theo mức độ sôi động của thị trường.',
        'Các đợt mở khóa token cho những người đóng góp, tỷ lệ tham gia staking, sự cạnh tranh từ các sàn khác, sự cố bảo mật, thái độ của cơ quan quản lý đối với giao dịch phái sinh và giá trị của đồng tiền bạn quy đổi sang, chẳng hạn đô la Mỹ, đều có thể tác động đến tỷ giá.',
      ],
    },
    whereToBuy: {
      question: 'Có thể mua hoặc bán HYPE ở đâu?',
      intro:
        'HYPE được giao dịch ngay trên Hyperliquid và trên một số sàn tập trung, thường theo cặp với USDT hoặc USDC. Một số sàn có tên tuổi niêm yết HYPE gồm:',
      exchanges: ['Bybit', 'OKX', 'KuCoin', 'Gate.io', 'Bitget', 'MEXC'],
      note: 'Bạn cũng có thể giao dịch HYPE trực tiếp trên thị trường giao ngay của Hyperliquid bằng cách kết nối ví tự lưu ký và nạp USDC, thường được chuyển qua cầu nối (bridge) từ Arbitrum. Trên bất kỳ sàn nào, hãy tìm mã HYPE chứ không phải hlq, và kiểm tra kỹ rằng bạn đang ở trang web chính thức của Hyperliquid trước khi kết nối ví.',
      reminder:
        'Hãy dùng các nền tảng uy tín, bật xác thực hai yếu tố (2FA) cho tài khoản sàn, và không bao giờ tiết lộ cụm từ khôi phục hay ký những giao dịch mà bạn không hiểu rõ.',
    },
  },
  related: [
    { text: 'HYPE sang EUR', href: '/hlq-to-eur' },
    { text: 'HYPE sang GBP', href: '/hlq-to-gbp' },
    { text: 'HYPE sang CHF', href: '/hlq-to-chf' },
    { text: '10 HYPE sang USD', href: '/hlq-to-usd/10' },
    { text: 'Công cụ tính lợi nhuận crypto', href: '/crypto-profit-calculator' },
  ],
} satisfies CoinContentInput;
