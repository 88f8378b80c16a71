import type { CoinContentInput } from '@shared/schemas/content';

export default {
  ticker: 'xlm',
  coinId: 'stellar',
  name: 'Stellar',
  symbol: 'XLM',
  layout: 'faq-card',
  intro: [
    'Dùng công cụ chuyển đổi này để biết giá trị của Stellar lumen (XLM) bằng đồng Việt Nam (VND), đô la Mỹ hoặc một loại tiền khác. Công cụ dựa trên tỷ giá thị trường theo thời gian thực và hiển thị giá trị quy đổi, giá của một XLM cùng tỷ giá nghịch đảo.',
    'Stellar là mạng thanh toán mở được thiết kế để chuyển tiền, kể cả phiên bản kỹ thuật số của các đồng tiền truyền thống, một cách nhanh chóng và rẻ. Các phần dưới đây giải thích cách quy đổi XLM, Stellar dùng để làm gì, điều gì ảnh hưởng đến giá và có thể mua hoặc bán XLM ở đâu.',
  ],
  converting:
    'Chọn thẻ Crypto sang Fiat, nhập số lượng, đặt XLM ở mục Từ và loại tiền bạn cần, chẳng hạn VND, ở mục Sang. Công cụ sẽ hiển thị giá trị quy đổi, tỷ giá từ XLM sang đồng tiền đó và chiều ngược lại, còn nút đảo chiều giúp đổi chiều cặp tiền. Tỷ giá là giá trung vị từ CoinGecko và các sàn niêm yết XLM, cập nhật mỗi phút; nút Làm mới dùng được mỗi 10 giây một lần. Nếu không có dữ liệu trực tiếp, trang sẽ cho bạn biết các giá trị chỉ là ước tính.',
  faq: {
    what: {
      question: 'Stellar (XLM) là gì?',
      answer: [
        'Stellar là mạng blockchain công khai do Jed McCaleb và Joyce Kim ra mắt năm 2014. Việc phát triển mạng được hỗ trợ bởi Stellar Development Foundation, một tổ chức phi lợi nhuận. Tài sản gốc của mạng là lumen, giao dịch dưới mã XLM.',
        'Stellar không dùng cơ chế đào. Mạng dựa trên Stellar Consensus Protocol, một hệ thống đồng thuận Byzantine liên hợp (federated Byzantine agreement), trong đó mỗi validator tự chọn một nhóm node khác mà nó tin tưởng, và sổ cái được chốt khoảng năm giây một lần. Năm 2019, quỹ đã đốt khoảng một nửa số lumen đang tồn tại, và không có XLM mới nào được tạo ra thông qua lạm phát.',
      ],
    },
    unique: {
      question: 'Stellar được dùng để làm gì?',
      answer: [
        'Stellar được xây dựng cho thanh toán và phát hành tài sản số. Ngân hàng, công ty thanh toán và các tổ chức khác, gọi là anchor, có thể phát hành token đại diện cho các đồng tiền như đô la Mỹ, và mạng lưới tích hợp sẵn một sàn phi tập trung có thể chuyển đổi giữa các tài sản ngay trong một lần thanh toán.',
        'XLM dùng để trả khoản phí giao dịch rất nhỏ giúp bảo vệ mạng khỏi spam, và mỗi tài khoản phải giữ một số dư lumen tối thiểu. Năm 2024, Stellar bổ sung Soroban, một nền tảng hợp đồng thông minh, mở rộng mạng lưới ra ngoài phạm vi thanh toán đơn thuần.',
      ],
    },
    rateFactors: {
      question: 'Điều gì ảnh hưởng đến giá XLM?',
      answer: [
        'Cũng như các đồng tiền mã hóa khác, giá XLM được xác định bởi cung và cầu trên các sàn giao dịch và thường biến động theo thị trường crypto nói chung. Việc các công ty thanh toán và tổ chức tài chính ứng dụng Stellar, cùng sự tăng trưởng về tài sản và ứng dụng trên mạng, có thể ảnh hưởng đến nhu cầu.',
        'Việc Stellar Development Foundation giải phóng lượng lumen đang nắm giữ, sự cạnh tranh từ các mạng thanh toán khác, diễn biến về quản lý, việc niêm yết trên sàn và điều kiện kinh tế chung là những yếu tố khác. Hãy kiểm tra công cụ chuyển đổi trực tiếp để biết tỷ giá hiện tại.',
      ],
    },
    whereToBuy: {
      question: 'Có thể mua hoặc bán XLM ở đâu?',
      intro:
        'XLM được niêm yết rộng rãi và giao dịch với tiền pháp định, stablecoin và bitcoin trên nhiều nền tảng. Một số sàn hoạt động lâu năm hỗ trợ XLM gồm:',
      exchanges: ['Coinbase', 'Binance', 'Kraken', 'Bitstamp', 'OKX', 'KuCoin'],
      note: 'Bạn cũng có thể giữ XLM trong ví Stellar như LOBSTR hoặc trên ví phần cứng Ledger, và giao dịch trên sàn phi tập trung tích hợp sẵn của Stellar. Tài khoản mới phải được nạp một số dư tối thiểu nhỏ, và nhiều sàn yêu cầu memo khi nạp tiền, vì vậy hãy ghi memo chính xác như được hiển thị.',
      reminder:
        'Hãy chọn các sàn uy tín hoạt động tại khu vực của bạn, bật xác thực hai yếu tố (2FA) và không bao giờ đưa khóa bí mật (secret key) hay cụm từ khôi phục cho bất kỳ ai.',
    },
  },
  related: [
    { text: 'XLM sang EUR', href: '/xlm-to-eur' },
    { text: 'XLM sang GBP', href: '/xlm-to-gbp' },
    { text: 'XLM sang BTC', href: '/xlm-to-btc' },
    { text: 'XLM sang XRP', href: '/xlm-to-xrp' },
    { text: '1.000 XLM sang USD', href: '/xlm-to-usd/1000' },
    { text: 'Công cụ tính lợi nhuận crypto', href: '/crypto-profit-calculator' },
  ],
} satisfies CoinContentInput;
