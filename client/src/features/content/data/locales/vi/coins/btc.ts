import type { CoinContentInput } from '@shared/schemas/content';

export default {
  ticker: 'btc',
  coinId: 'bitcoin',
  name: 'Bitcoin',
  symbol: 'BTC',
  layout: 'faq-card',
  intro: [
    'Bitcoin là đồng tiền mã hóa đầu tiên, một loại tiền kỹ thuật số ngang hàng vận hành trên blockchain công khai, không chịu sự điều hành của bất kỳ ngân hàng trung ương hay công ty nào. Bitcoin được giới thiệu năm 2008 bởi một người hoặc nhóm người lấy bút danh Satoshi Nakamoto, và mạng lưới đã hoạt động liên tục từ tháng 1/2009.',
    'Công cụ chuyển đổi này cho biết giá trị Bitcoin bằng đồng Việt Nam (VND), đô la Mỹ hay các loại tiền pháp định khác, dựa trên dữ liệu thị trường theo thời gian thực. Bạn có thể nhập bất kỳ lượng BTC nào, kể cả những phần rất nhỏ, để xem giá trị quy đổi cùng tỷ giá nghịch đảo, hoặc chuyển sang một loại tiền pháp định hay đồng coin khác.',
  ],
  converting:
    'Để quy đổi Bitcoin sang tiền pháp định, chẳng hạn VND, bạn chỉ cần nhập số lượng BTC; công cụ sẽ nhân con số này với tỷ giá thị trường hiện tại của BTC, tức giá trung vị từ năm sàn giao dịch và CoinGecko, được cập nhật mỗi phút. Bạn có thể nhập cả phần lẻ của một bitcoin, vì mỗi BTC được chia thành 100 triệu satoshi; ngoài ra còn có các trang quy đổi số lượng cố định như 0,01 BTC sang USD. Các sàn áp dụng chênh lệch giá mua – bán và phí riêng, nên số tiền bạn thực nhận khi bán có thể thấp hơn đôi chút so với giá thị trường.',
  faq: {
    what: {
      question: 'Bitcoin (BTC) là gì?',
      answer: [
        'Bitcoin là một loại tiền kỹ thuật số phi tập trung, được mô tả trong sách trắng (whitepaper) do Satoshi Nakamoto công bố vào tháng 10/2008. Khối đầu tiên được đào vào ngày 3/1/2009, và kể từ đó mạng lưới được duy trì bởi cộng đồng người dùng, nhà phát triển và thợ đào trên toàn cầu.',
        'Các giao dịch được ghi lại trên một sổ cái công khai là blockchain và được bảo mật bằng cơ chế Proof of Work (PoW): thợ đào dùng sức mạnh tính toán để thêm khối mới khoảng mười phút một lần, đổi lại họ nhận số bitcoin mới được tạo ra cùng phí giao dịch. Đơn vị nhỏ nhất của bitcoin, bằng một phần trăm triệu của một bitcoin, được gọi là satoshi.',
      ],
    },
    unique: {
      question: 'Điều gì khiến Bitcoin trở nên đặc biệt?',
      answer: [
        'Bitcoin có tổng cung tối đa cố định ở mức 21 triệu bitcoin, được quy định ngay trong giao thức. Phần thưởng dành cho thợ đào giảm một nửa sau khoảng bốn năm, tức cứ mỗi 210.000 khối, nên lượng cung mới chậm dần theo thời gian cho đến khi chạm giới hạn.',
        'Là đồng tiền mã hóa lâu đời và nổi tiếng nhất, Bitcoin thường được xem là công cụ lưu giữ giá trị hay “vàng kỹ thuật số”. Bitcoin cũng được dùng để thanh toán, kể cả thông qua các hệ thống layer 2 nhanh hơn như Lightning Network.',
      ],
    },
    rateFactors: {
      question: 'Điều gì ảnh hưởng đến giá BTC?',
      answer: [
        'Giá BTC được hình thành từ cung và cầu trên các sàn giao dịch khắp thế giới. Giá chịu tác động của tâm lý nhà đầu tư, lãi suất và các điều kiện kinh tế khác, quyết định của cơ quan quản lý, dòng tiền vào các sản phẩm đầu tư như quỹ ETF, cũng như chu kỳ halving làm giảm lượng cung mới.',
        'Vì tỷ giá thay đổi liên tục, công cụ chuyển đổi sử dụng dữ liệu trực tiếp được làm mới mỗi phút. Hãy xem tỷ giá trực tiếp ở phía trên để biết giá trị hiện tại.',
      ],
    },
    whereToBuy: {
      question: 'Có thể mua hoặc bán BTC ở đâu?',
      intro:
        'Bitcoin có mặt trên hầu hết các sàn giao dịch tiền mã hóa cũng như nhiều ứng dụng môi giới và thanh toán. Một số sàn lâu năm cho phép giao dịch BTC lấy đô la Mỹ và các loại tiền khác gồm:',
      exchanges: ['Coinbase', 'Binance', 'Kraken', 'Bitstamp', 'Gemini', 'OKX'],
      note: 'Để tự lưu ký lâu dài, nhiều người nắm giữ dùng ví phần cứng như Ledger hoặc Trezor, hay ví chuyên dụng cho Bitcoin như Sparrow hoặc BlueWallet, để chỉ mình họ kiểm soát khóa riêng tư.',
      reminder:
        'Nên ưu tiên các sàn uy tín, được cấp phép khi có thể, bật xác thực hai yếu tố (2FA) và chép cụm từ khôi phục ra giấy hoặc tấm kim loại cất giữ ngoại tuyến; bất kỳ ai biết cụm từ này đều có thể chuyển bitcoin của bạn đi.',
    },
  },
  related: [
    { text: 'BTC sang EUR', href: '/btc-to-eur' },
    { text: 'BTC sang GBP', href: '/btc-to-gbp' },
    { text: 'BTC sang ETH', href: '/btc-to-eth' },
    { text: 'USD sang BTC', href: '/usd-to-btc' },
    { text: '0,01 BTC sang USD', href: '/btc-to-usd/0.01' },
    { text: '0,001 BTC sang USD', href: '/btc-to-usd/0.001' },
    { text: 'Công cụ tính lợi nhuận crypto', href: '/crypto-profit-calculator' },
  ],
} satisfies CoinContentInput;
