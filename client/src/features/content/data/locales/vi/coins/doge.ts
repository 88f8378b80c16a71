import type { CoinContentInput } from '@shared/schemas/content';

export default {
  ticker: 'doge',
  coinId: 'dogecoin',
  name: 'Dogecoin',
  symbol: 'DOGE',
  layout: 'guide',
  intro: [
    'Dogecoin ra đời vào tháng 12/2013 như một đồng tiền mã hóa mang tính giải trí, được đặt tên theo một meme nổi tiếng trên mạng có hình chú chó Shiba Inu. Từ đó đến nay, Dogecoin đã trở thành một trong những đồng coin được biết đến nhiều nhất, được dùng để tặng tiền boa, thanh toán nhỏ và giao dịch, và DOGE vẫn là đồng tiền gốc của blockchain Proof of Work (PoW) riêng.',
    'Công cụ chuyển đổi này cho biết DOGE trị giá bao nhiêu bằng đồng Việt Nam (VND), đô la Mỹ hay các loại tiền pháp định khác, dựa trên dữ liệu thị trường theo thời gian thực. Nhập bất kỳ lượng Dogecoin nào để xem giá trị quy đổi và tỷ giá nghịch đảo, hoặc chọn một loại tiền hay đồng coin khác làm đích quy đổi.',
  ],
  converting:
    'Để quy đổi Dogecoin sang tiền pháp định, chẳng hạn VND, bạn gõ số lượng DOGE và công cụ sẽ nhân con số này với tỷ giá thị trường hiện tại của DOGE, tức giá trung vị từ CoinGecko và các sàn niêm yết DOGE, được làm mới mỗi phút. Vì mỗi DOGE thường chỉ có giá trị nhỏ, người dùng hay quy đổi số lượng lớn; kết quả sẽ hiển thị toàn bộ giá trị quy đổi cùng tỷ giá đã áp dụng.',
  guide: {
    steps: [
      'Chọn thẻ Crypto sang Fiat để quy đổi một đồng tiền mã hóa sang tiền pháp định.',
      'Trong ô chọn Từ, tìm Dogecoin hoặc DOGE rồi chọn làm đồng coin nguồn cần quy đổi.',
      'Trong ô chọn Sang, chọn loại tiền bạn muốn xem giá trị, chẳng hạn VND hoặc đô la Mỹ.',
      'Gõ số DOGE bạn muốn quy đổi vào ô Số lượng, chẳng hạn 100, 2.500 hoặc một phần lẻ của một đồng coin.',
      'Xem kết quả quy đổi cùng tỷ giá và tỷ giá nghịch đảo, cho biết một đơn vị tiền pháp định bạn chọn mua được bao nhiêu DOGE.',
      'Dùng nút Làm mới để tải tỷ giá mới nhất (mỗi 10 giây được dùng một lần), hoặc bấm nút đảo chiều để quy đổi từ tiền pháp định sang DOGE.',
    ],
    priceFactors: [
      {
        title: 'Cộng đồng và mạng xã hội',
        text: 'Dogecoin có cộng đồng trực tuyến đông đảo, và các bài đăng của những người nổi tiếng đôi khi đã khiến giá biến động mạnh. Với một đồng coin mang đặc điểm này, tâm lý thị trường có thể thay đổi rất nhanh.',
      },
      {
        title: 'Nguồn cung lạm phát',
        text: 'Dogecoin không có giới hạn tổng cung. Thợ đào nhận cố định 10.000 DOGE cho mỗi khối, khiến mỗi năm có thêm một lượng coin mới ổn định, trong khi tốc độ tăng tính theo phần trăm giảm dần.',
      },
      {
        title: 'Thanh toán và mức độ chấp nhận',
        text: 'Các cửa hàng và dịch vụ thanh toán chấp nhận DOGE, cùng các ứng dụng hỗ trợ gửi DOGE, quyết định nhu cầu sử dụng thực tế đối với đồng coin này.',
      },
      {
        title: 'Thị trường crypto nói chung',
        text: 'DOGE thường đi theo xu hướng của toàn thị trường crypto, và những đồng coin mang tính đầu cơ cao có thể phản ứng mạnh hơn mức trung bình trước các biến động thị trường.',
      },
    ],
    whyConvert: [
      {
        title: 'Hiểu giá trị của đơn vị nhỏ',
        text: 'Vì một DOGE thường có giá trị rất nhỏ, việc quy đổi sang tiền pháp định giúp bạn dễ hình dung số dư hàng nghìn coin thực sự tương đương bao nhiêu tiền.',
      },
      {
        title: 'Định giá tiền boa hoặc khoản thanh toán',
        text: 'Nếu bạn gửi hoặc nhận Dogecoin dưới dạng tiền boa hay thanh toán, công cụ chuyển đổi cho biết giá trị quy đổi để cả hai bên biết rõ giá trị đã trao đổi.',
      },
      {
        title: 'So sánh trước khi giao dịch',
        text: 'Kiểm tra tỷ giá DOGE trực tiếp trước khi bán giúp bạn phát hiện chênh lệch giá hoặc phí cao bất thường trên nền tảng đang dùng.',
      },
      {
        title: 'Theo dõi hồ sơ',
        text: 'Ghi lại giá trị DOGE bằng tiền pháp định tại thời điểm giao dịch rất hữu ích cho việc quản lý chi tiêu và khai thuế ở những nơi có quy định.',
      },
    ],
    closing: {
      title: 'Sử dụng công cụ chuyển đổi DOGE',
      paragraphs: [
        'Mọi tỷ giá trên trang này là tỷ giá thị trường theo thời gian thực, tức giá trung vị từ CoinGecko và các sàn niêm yết DOGE, còn các giá trị trong bảng chỉ là ước tính. Nếu giá trực tiếp tạm thời không khả dụng, trang sẽ thông báo rằng đang hiển thị giá trị ước tính.',
        'Giá Dogecoin có thể biến động nhanh, vì vậy hãy kiểm tra số tiền cuối cùng trên sàn hoặc ví bạn dùng trước khi xác nhận bất kỳ giao dịch nào.',
      ],
    },
  },
  faq: {
    what: {
      question: 'Dogecoin (DOGE) là gì?',
      answer: [
        'Dogecoin là đồng tiền mã hóa được hai kỹ sư phần mềm Billy Markus và Jackson Palmer tạo ra năm 2013, với ý định làm một lựa chọn thân thiện, hài hước thay thế Bitcoin. Logo của Dogecoin là chú chó Shiba Inu trong meme “Doge”.',
        'Dogecoin chạy trên blockchain Proof of Work (PoW) riêng, dùng thuật toán Scrypt – cùng thuật toán với Litecoin – và từ năm 2014 có thể được đào gộp (merge mining) cùng Litecoin. Khối mới được tạo ra khoảng mỗi phút một lần, nên thời gian xác nhận giao dịch tương đối nhanh.',
      ],
    },
    unique: {
      question: 'Dogecoin khác Bitcoin như thế nào?',
      answer: [
        'Bitcoin có giới hạn cố định 21 triệu BTC, còn Dogecoin không có giới hạn và phát hành đều đặn 10.000 DOGE cho mỗi khối. Dogecoin cũng tạo khối khoảng mỗi phút một lần thay vì mười phút, và dùng thuật toán đào Scrypt thay vì SHA-256.',
        'Trên thực tế, Dogecoin thường được dùng để tặng tiền boa, thanh toán nhỏ và trong các cộng đồng trực tuyến, còn Bitcoin thường được mô tả là công cụ lưu giữ giá trị dài hạn.',
      ],
    },
    rateFactors: {
      question: 'Điều gì ảnh hưởng đến giá DOGE?',
      answer: [
        'Giá DOGE được hình thành từ hoạt động mua bán trên các sàn giao dịch. Sự chú ý trên mạng xã hội, tin tức liên quan đến người nổi tiếng, mức độ chấp nhận trong thanh toán, lượng coin mới được phát hành đều đặn và thị trường crypto nói chung đều tác động đến giá.',
        'Công cụ chuyển đổi dùng dữ liệu trực tiếp được cập nhật mỗi phút, vì vậy hãy xem tỷ giá trực tiếp ở phía trên thay vì dựa vào những con số bạn có thể đã thấy trước đó.',
      ],
    },
    whereToBuy: {
      question: 'Có thể mua hoặc bán DOGE ở đâu?',
      intro:
        'Dogecoin được niêm yết trên hầu hết các sàn tiền mã hóa lớn và có thể giao dịch lấy đô la Mỹ, các loại tiền pháp định khác hoặc stablecoin. Một số sàn lâu năm hỗ trợ DOGE gồm:',
      exchanges: ['Coinbase', 'Binance', 'Kraken', 'OKX', 'Bybit', 'KuCoin'],
      note: 'Để tự nắm giữ DOGE, bạn có thể dùng ví chính thức Dogecoin Core, một ví đa tiền tệ có hỗ trợ Dogecoin, hoặc ví phần cứng như Ledger hay Trezor.',
      reminder:
        'Chỉ dùng các sàn uy tín, bảo vệ tài khoản bằng xác thực hai yếu tố (2FA) và chép cụm từ khôi phục ra giấy cất giữ ngoại tuyến; bất kỳ ai có cụm từ này đều có thể lấy coin của bạn.',
    },
  },
  related: [
    { text: 'DOGE sang EUR', href: '/doge-to-eur' },
    { text: 'DOGE sang GBP', href: '/doge-to-gbp' },
    { text: 'DOGE sang BTC', href: '/doge-to-btc' },
    { text: 'DOGE sang SHIB', href: '/doge-to-shib' },
    { text: 'USD sang DOGE', href: '/usd-to-doge' },
    { text: 'Công cụ tính lợi nhuận crypto', href: '/crypto-profit-calculator' },
  ],
} satisfies CoinContentInput;
