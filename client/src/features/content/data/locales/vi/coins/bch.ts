import type { CoinContentInput } from '@shared/schemas/content';

export default {
  ticker: 'bch',
  coinId: 'bitcoin-cash',
  name: 'Bitcoin Cash',
  symbol: 'BCH',
  layout: 'faq-card',
  intro: [
    'Công cụ chuyển đổi này quy đổi Bitcoin Cash (BCH) sang đồng Việt Nam (VND), đô la Mỹ, các loại tiền pháp định khác hoặc các đồng tiền mã hóa khác theo tỷ giá thị trường thời gian thực. Nhập số lượng để xem giá trị quy đổi cùng tỷ giá BCH và tỷ giá nghịch đảo.',
    'Bitcoin Cash tách ra từ Bitcoin năm 2017 với mục tiêu trở thành tiền mặt điện tử phí thấp. Hướng dẫn dưới đây giải thích cách quy đổi BCH, BCH khác Bitcoin như thế nào, điều gì tác động đến giá và những sàn nào niêm yết đồng coin này.',
  ],
  converting:
    'Trên thẻ Crypto sang Fiat, nhập số lượng coin, chọn BCH ở mục Từ và loại tiền bạn cần, chẳng hạn VND, ở mục Sang; công cụ sẽ hiển thị giá trị quy đổi cùng tỷ giá theo cả hai chiều. Nút đảo chiều giúp đổi hướng quy đổi, còn thẻ Crypto sang Crypto cho phép so sánh BCH với BTC hoặc một đồng coin khác. Tỷ giá là giá trung vị từ CoinGecko và các sàn niêm yết BCH, cập nhật mỗi phút, và nút Làm mới có thể bấm mỗi 10 giây một lần. Khi không có dữ liệu trực tiếp, trang sẽ ghi chú rằng các số liệu chỉ là ước tính.',
  faq: {
    what: {
      question: 'Bitcoin Cash (BCH) là gì?',
      answer: [
        'Bitcoin Cash là đồng tiền mã hóa ra đời ngày 1/8/2017 thông qua một đợt hard fork của blockchain Bitcoin. Bất kỳ ai nắm giữ bitcoin tại thời điểm chia tách đều nhận được lượng BCH tương ứng. Đợt fork này bắt nguồn từ cuộc tranh luận kéo dài trong cộng đồng Bitcoin về cách mở rộng mạng lưới, trong đó phe ủng hộ Bitcoin Cash muốn tăng kích thước khối.',
        'Giống Bitcoin, Bitcoin Cash dùng cơ chế đào Proof of Work (PoW) với thuật toán SHA-256, có tổng cung tối đa 21 triệu BCH và giảm một nửa phần thưởng khối khoảng bốn năm một lần. BCH được phát triển bởi nhiều nhóm độc lập thay vì một công ty duy nhất.',
      ],
    },
    unique: {
      question: 'Bitcoin Cash khác Bitcoin như thế nào?',
      answer: [
        'Khác biệt chính nằm ở kích thước khối. Bitcoin Cash đã nâng giới hạn kích thước khối, ban đầu lên 8 MB và sau đó lên 32 MB, để mỗi khối chứa được nhiều giao dịch hơn và phí nhìn chung luôn rất thấp. Ngược lại, Bitcoin giữ kích thước khối cơ sở nhỏ hơn và dựa vào Segregated Witness cùng các hệ thống layer 2 như Lightning Network để mở rộng.',
        'Bitcoin Cash còn dùng định dạng địa chỉ riêng là CashAddr, thường bắt đầu bằng “bitcoincash:” hoặc chữ q, và đã bổ sung các tính năng như thuật toán điều chỉnh độ khó riêng và CashTokens để phát hành token trên chuỗi. Năm 2018, mạng lưới lại chia tách lần nữa, tạo ra Bitcoin SV (BSV) như một đồng coin riêng.',
      ],
    },
    rateFactors: {
      question: 'Điều gì ảnh hưởng đến giá BCH?',
      answer: [
        'Giá BCH được xác định bởi cung và cầu trên các sàn giao dịch và thường đi theo Bitcoin cùng thị trường crypto nói chung. Mức độ sử dụng Bitcoin Cash trong thanh toán, khối lượng giao dịch, thanh khoản và sức mạnh đào trên mạng đều có ảnh hưởng.',
        'Các sự kiện halving làm giảm lượng cung mới, việc niêm yết trên sàn, tin tức về quản lý và điều kiện kinh tế chung cũng có thể làm tỷ giá biến động. Hãy kiểm tra công cụ chuyển đổi trực tiếp ở phía trên để biết con số hiện tại trước khi mua hoặc bán.',
      ],
    },
    whereToBuy: {
      question: 'Có thể mua hoặc bán BCH ở đâu?',
      intro:
        'Bitcoin Cash có mặt trên hầu hết các sàn lớn, nhiều sàn trong số đó cho phép giao dịch trực tiếp với đô la Mỹ và euro. Một số sàn lâu năm niêm yết BCH gồm:',
      exchanges: ['Coinbase', 'Binance', 'Kraken', 'Bitstamp', 'Gemini', 'OKX'],
      note: 'Để tự lưu ký, các ví như Electron Cash và ví phần cứng của Ledger và Trezor đều hỗ trợ Bitcoin Cash. BCH và BTC là hai mạng riêng biệt, vì vậy tuyệt đối không gửi BCH đến địa chỉ Bitcoin hoặc ngược lại, vì coin có thể bị mất.',
      reminder:
        'Hãy dùng các sàn uy tín hoạt động hợp pháp tại nơi bạn sống, bật xác thực hai yếu tố (2FA) và chép cụm từ khôi phục ra giấy cất giữ ngoại tuyến, tránh xa tầm tay người khác.',
    },
  },
  related: [
    { text: 'BCH sang EUR', href: '/bch-to-eur' },
    { text: 'BCH sang GBP', href: '/bch-to-gbp' },
    { text: 'BCH sang BTC', href: '/bch-to-btc' },
    { text: '1 BCH sang USD', href: '/bch-to-usd/1' },
    { text: '10 BCH sang USD', href: '/bch-to-usd/10' },
    { text: 'Công cụ tính lợi nhuận crypto', href: '/crypto-profit-calculator' },
  ],
} satisfies CoinContentInput;
