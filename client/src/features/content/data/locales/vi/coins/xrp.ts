import type { CoinContentInput } from '@shared/schemas/content';

export default {
  ticker: 'xrp',
  coinId: 'ripple',
  name: 'XRP',
  symbol: 'XRP',
  layout: 'faq-card',
  intro: [
    'Công cụ chuyển đổi này quy đổi bất kỳ lượng XRP nào sang đồng Việt Nam (VND), đô la Mỹ hay một loại tiền pháp định hoặc tiền mã hóa khác, dựa trên tỷ giá thị trường được làm mới liên tục trong ngày. Bạn nhập số lượng, chọn XRP và loại tiền muốn quy đổi, kết quả sẽ hiện ra cùng tỷ giá và tỷ giá nghịch đảo.',
    'XRP là tài sản gốc của XRP Ledger, một mạng lưới công khai được xây dựng cho các khoản thanh toán nhanh, chi phí thấp. Dưới đây là hướng dẫn ngắn về cách quy đổi, XRP là gì, những yếu tố tác động đến giá XRP và những nơi thường dùng để mua bán đồng tiền này.',
  ],
  converting:
    'Mở thẻ Crypto sang Fiat, nhập số lượng coin vào ô Số lượng, chọn XRP trong danh sách Từ và loại tiền bạn cần, chẳng hạn VND, trong danh sách Sang; công cụ sẽ hiển thị giá trị quy đổi cùng tỷ giá cho một XRP và cho một đơn vị tiền đó. Dùng nút đảo chiều nếu muốn quy đổi ngược từ tiền pháp định sang XRP. Tỷ giá là giá trung vị từ CoinGecko và các sàn niêm yết XRP, cập nhật mỗi phút, còn nút Làm mới cho phép lấy báo giá mới tối đa mỗi 10 giây một lần. Nếu không tải được dữ liệu trực tiếp, trang sẽ thông báo rõ và các số liệu hiển thị chỉ là ước tính.',
  valueTable: {
    caption: 'Giá trị XRP sang USD mang tính minh họa',
    rows: [
      { amount: '1 XRP', value: '0,50–0,60 USD' },
      { amount: '10 XRP', value: '5–6 USD' },
      { amount: '100 XRP', value: '50–60 USD' },
      { amount: '1.000 XRP', value: '500–600 USD' },
    ],
    note: 'Bảng này chỉ mang tính minh họa, lấy từ một giai đoạn trước đây khi XRP giao dịch quanh mức 0,50–0,60 USD. Đây không phải giá hôm nay. Hãy dùng công cụ chuyển đổi trực tiếp ở phía trên để xem tỷ giá XRP hiện tại.',
  },
  faq: {
    what: {
      question: 'XRP là gì?',
      answer: [
        'XRP là tài sản kỹ thuật số gốc của XRP Ledger, một blockchain công khai mã nguồn mở đi vào hoạt động năm 2012. Sổ cái này do các nhà phát triển David Schwartz, Jed McCaleb và Arthur Britto tạo ra; công ty nay mang tên Ripple được thành lập gần như cùng thời điểm và nhận một phần lớn lượng coin. Toàn bộ 100 tỷ XRP được tạo ra ngay khi sổ cái ra mắt; không có hoạt động đào, và một khoản phí rất nhỏ bị hủy sau mỗi giao dịch khiến nguồn cung giảm dần.',
        'Thay vì Proof of Work (PoW) hay Proof of Stake (PoS), XRP Ledger dùng giao thức đồng thuận riêng, trong đó các validator độc lập thống nhất về mỗi phiên bản sổ cái mới sau vài giây. Mỗi tài khoản phải giữ một lượng XRP dự trữ tối thiểu nhỏ. Trong nhiều năm, mức dự trữ cơ bản này là 10 XRP, nhưng đã được hạ xuống qua các năm, vì vậy hãy kiểm tra mức dự trữ hiện hành trước khi nạp tiền vào tài khoản mới.',
      ],
    },
    unique: {
      question: 'XRP khác Ripple như thế nào?',
      answer: [
        'Ripple là một công ty tư nhân xây dựng các sản phẩm thanh toán và lưu ký cho ngân hàng và doanh nghiệp, còn XRP là tài sản và XRP Ledger là mạng lưới công khai nơi tài sản này vận hành. Ripple dùng XRP trong một số dịch vụ thanh toán xuyên biên giới, nhưng sổ cái là mã nguồn mở và bất kỳ ai cũng có thể chạy validator, nắm giữ XRP hoặc xây dựng ứng dụng trên mạng mà không cần đến công ty.',
        'XRP Ledger được thiết kế cho thanh toán ngay từ đầu: giao dịch được quyết toán trong vài giây, phí chỉ bằng một phần nhỏ của một xu, và sổ cái tích hợp sẵn một sàn phi tập trung để giao dịch các token được phát hành. Chính sự tập trung vào quyết toán nhanh, rẻ là điều khiến nó khác biệt với các nền tảng hợp đồng thông minh đa năng.',
      ],
    },
    rateFactors: {
      question: 'Điều gì ảnh hưởng đến giá XRP?',
      answer: [
        'Cũng như các đồng tiền mã hóa khác, giá XRP được xác định bởi cung và cầu trên nhiều sàn giao dịch, nên biến động theo tâm lý chung của thị trường crypto, khối lượng giao dịch và thanh khoản. Tin tức về công ty Ripple, kể cả các diễn biến pháp lý và quản lý tại Mỹ và những nơi khác, từng khiến giá biến động mạnh trong quá khứ.',
        'Các yếu tố khác gồm mức độ ứng dụng XRP trong thanh toán, việc Ripple giải phóng lượng XRP đang ký quỹ (escrow), việc niêm yết hay hủy niêm yết trên các sàn, và điều kiện kinh tế chung tác động đến khẩu vị rủi ro. Vì tỷ giá có thể thay đổi nhanh, hãy coi mọi con số chỉ là bản chụp dữ liệu tại một thời điểm và kiểm tra công cụ chuyển đổi trực tiếp trước khi giao dịch.',
      ],
    },
    whereToBuy: {
      question: 'Có thể mua hoặc bán XRP ở đâu?',
      intro:
        'XRP là một trong những đồng tiền mã hóa được niêm yết rộng rãi nhất, giao dịch với đô la Mỹ, euro, stablecoin và bitcoin trên hầu hết các nền tảng lớn. Một số sàn nổi tiếng niêm yết XRP gồm:',
      exchanges: ['Coinbase', 'Binance', 'Kraken', 'Bitstamp', 'OKX', 'Bybit'],
      note: 'Nếu muốn tự nắm giữ XRP, bạn có thể dùng các ví hỗ trợ XRP Ledger như Xaman (trước đây là Xumm) hoặc ví phần cứng của Ledger. Lưu ý rằng tài khoản mới cần có mức dự trữ tối thiểu, và nhiều sàn yêu cầu destination tag khi nạp tiền, vì vậy hãy sao chép chính xác thông tin này.',
      reminder:
        'Khả năng tiếp cận phụ thuộc vào nơi bạn sinh sống, và phí giao dịch thường vào khoảng 0,1–0,5% mỗi lệnh. Hãy dùng các sàn uy tín, được cấp phép, bật xác thực hai yếu tố (2FA) và không bao giờ chia sẻ cụm từ khôi phục hay lưu trữ nó trên mạng.',
    },
  },
  related: [
    { text: 'XRP sang EUR', href: '/xrp-to-eur' },
    { text: 'XRP sang GBP', href: '/xrp-to-gbp' },
    { text: 'XRP sang BTC', href: '/xrp-to-btc' },
    { text: '100 XRP sang USD', href: '/xrp-to-usd/100' },
    { text: '1.000 XRP sang USD', href: '/xrp-to-usd/1000' },
    { text: 'USD sang XRP', href: '/usd-to-xrp' },
    { text: 'Công cụ tính lợi nhuận crypto', href: '/crypto-profit-calculator' },
  ],
} satisfies CoinContentInput;
