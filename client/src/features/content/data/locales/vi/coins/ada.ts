import type { CoinContentInput } from '@shared/schemas/content';

export default {
  ticker: 'ada',
  coinId: 'cardano',
  name: 'Cardano',
  symbol: 'ADA',
  layout: 'guide',
  intro: [
    'Cardano là blockchain Proof of Stake (PoS) ra mắt năm 2017, và ADA là đồng tiền mã hóa gốc của mạng lưới. ADA được dùng để trả phí giao dịch, ủy thác cổ phần (delegate) cho các pool tạo khối và bỏ phiếu về cách quản trị mạng lưới.',
    'Công cụ chuyển đổi này quy đổi bất kỳ lượng ADA nào sang đồng Việt Nam (VND), đô la Mỹ hay các loại tiền pháp định khác dựa trên dữ liệu thị trường theo thời gian thực. Nhập số dư ADA của bạn để xem giá trị quy đổi và tỷ giá nghịch đảo, hoặc chuyển sang một loại tiền pháp định hay đồng coin khác.',
  ],
  converting:
    'Quy đổi Cardano sang tiền pháp định, chẳng hạn VND, chỉ là phép nhân số lượng ADA của bạn với tỷ giá thị trường hiện tại của ADA. Công cụ lấy tỷ giá này là giá trung vị từ CoinGecko và các sàn niêm yết ADA, cập nhật mỗi phút, nên con số phản ánh hoạt động giao dịch gần đây trên nhiều sàn. Khi bạn thực sự bán, sàn có thể thu phí hoặc chênh lệch giá mua – bán khiến số tiền thực nhận thấp hơn đôi chút.',
  guide: {
    steps: [
      'Chọn thẻ Crypto sang Fiat ở đầu công cụ chuyển đổi để quy đổi một đồng tiền mã hóa sang tiền pháp định.',
      'Dùng ô chọn Từ để tìm Cardano hoặc ADA rồi chọn làm đồng coin nguồn cần quy đổi.',
      'Dùng ô chọn Sang để chọn loại tiền pháp định bạn cần, chẳng hạn VND, để kết quả được hiển thị bằng đồng tiền đó.',
      'Nhập số lượng ADA vào ô Số lượng; cả số nguyên lẫn số thập phân đều được chấp nhận.',
      'Xem kết quả quy đổi cùng tỷ giá và tỷ giá nghịch đảo, cho biết một đơn vị tiền pháp định bạn chọn mua được bao nhiêu ADA.',
      'Bấm Làm mới để lấy tỷ giá mới nhất, mỗi 10 giây được dùng một lần, hoặc chạm nút đảo chiều để quy đổi từ tiền pháp định sang ADA.',
    ],
    priceFactors: [
      {
        title: 'Các cột mốc phát triển',
        text: 'Cardano được nâng cấp theo từng giai đoạn có kế hoạch, chẳng hạn việc bổ sung hợp đồng thông minh năm 2021 và quản trị on-chain sau đó. Tiến độ hay sự chậm trễ của các bản nâng cấp này có thể thay đổi cách thị trường định giá ADA.',
      },
      {
        title: 'Hoạt động của hệ sinh thái',
        text: 'Số lượng ứng dụng, sàn phi tập trung và người dùng trên Cardano ảnh hưởng đến nhu cầu giao dịch và mức độ quan tâm nắm giữ ADA.',
      },
      {
        title: 'Tổng cung tối đa cố định',
        text: 'ADA có tổng cung tối đa 45 tỷ coin. ADA mới được đưa dần vào lưu thông từ quỹ dự trữ dưới dạng phần thưởng staking, nên tốc độ phát hành chậm lại theo thời gian.',
      },
      {
        title: 'Tâm lý thị trường',
        text: 'ADA thường biến động cùng thị trường crypto nói chung, bao gồm thay đổi về giá Bitcoin, thanh khoản và thái độ đối với rủi ro.',
      },
      {
        title: 'Quy định pháp lý',
        text: 'Các quy định về cách phân loại, niêm yết và đánh thuế tiền mã hóa tại những thị trường lớn có thể ảnh hưởng đến khả năng tiếp cận ADA và nhu cầu đối với đồng coin này.',
      },
    ],
    whyConvert: [
      {
        title: 'Xem số dư bằng tiền pháp định',
        text: 'Quy đổi ADA sang tiền pháp định cho thấy giá trị số dư trong ví hoặc trên sàn, giúp bạn dễ liên hệ với các khoản chi tiêu hằng ngày.',
      },
      {
        title: 'Định giá phần thưởng staking',
        text: 'Người ủy thác nhận phần thưởng ADA sau mỗi epoch; quy đổi sang tiền pháp định giúp bạn biết các khoản thưởng đó trị giá bao nhiêu theo tỷ giá hôm nay.',
      },
      {
        title: 'Kiểm tra trước khi giao dịch',
        text: 'Tỷ giá tham chiếu trực tiếp giúp bạn so sánh mức giá sàn đưa ra với mức trung bình thị trường trước khi mua hoặc bán.',
      },
      {
        title: 'Quản lý chi tiêu và thuế',
        text: 'Lưu lại giá trị ADA bằng tiền pháp định tại thời điểm mỗi giao dịch giúp ích cho ngân sách cá nhân và việc khai thuế khi có yêu cầu.',
      },
    ],
    closing: {
      title: 'Sử dụng công cụ chuyển đổi ADA',
      paragraphs: [
        'Trang này hiển thị tỷ giá thị trường theo thời gian thực được cập nhật mỗi phút, mỗi tỷ giá là giá trung vị từ CoinGecko và các sàn niêm yết ADA, còn mọi giá trị trong bảng chỉ là ước tính. Nếu dữ liệu trực tiếp tạm thời không khả dụng, trang sẽ thông báo rằng đang hiển thị giá trị ước tính.',
        'Hãy dùng công cụ chuyển đổi như một nguồn tham khảo nhanh và xác nhận mức giá chính xác trên sàn bạn chọn trước khi hoàn tất giao dịch.',
      ],
    },
  },
  faq: {
    what: {
      question: 'Cardano (ADA) là gì?',
      answer: [
        'Cardano là một blockchain công khai ra mắt năm 2017 dưới sự dẫn dắt của Charles Hoskinson, một trong những người đồng sáng lập Ethereum. Dự án được phát triển bởi nhiều tổ chức, gồm Input Output (IOG), Cardano Foundation và Emurgo. Đồng coin được đặt theo tên Ada Lovelace, và đơn vị nhỏ nhất của nó, lovelace, bằng một phần triệu ADA.',
        'Cardano dùng giao thức Proof of Stake (PoS) mang tên Ouroboros, được phát triển thông qua nghiên cứu học thuật có bình duyệt. Người nắm giữ ADA có thể ủy thác cổ phần cho các stake pool mà không cần khóa coin, và nhận phần thưởng nhờ góp phần bảo mật mạng lưới.',
      ],
    },
    unique: {
      question: 'Cardano khác các blockchain khác ở điểm nào?',
      answer: [
        'Cardano đề cao cách tiếp cận dựa trên nghiên cứu: nhiều giao thức của nó được mô tả trong các bài báo học thuật trước khi được xây dựng. Mạng dùng mô hình kế toán UTXO mở rộng (extended UTXO), một bước phát triển từ mô hình Bitcoin sử dụng, giúp dự đoán được kết quả giao dịch trước khi gửi đi.',
        'ADA được dùng để trả phí giao dịch, ủy thác staking và quản trị on-chain, nơi người nắm giữ có thể tham gia quyết định về chi tiêu ngân quỹ và thay đổi giao thức. Hợp đồng thông minh trên Cardano được viết bằng các công cụ xây dựng xoay quanh nền tảng Plutus.',
      ],
    },
    rateFactors: {
      question: 'Điều gì ảnh hưởng đến giá ADA?',
      answer: [
        'Giá ADA phản ánh cung và cầu trên các sàn giao dịch. Các bản nâng cấp mạng, sự phát triển của ứng dụng trên Cardano, tỷ lệ tham gia staking, tin tức về quản lý và thị trường crypto nói chung đều tác động đến giá.',
        'Vì những yếu tố này thay đổi liên tục, công cụ chuyển đổi dùng giá trực tiếp được cập nhật mỗi phút. Hãy xem tỷ giá trực tiếp ở phía trên để biết giá trị hiện tại.',
      ],
    },
    whereToBuy: {
      question: 'Có thể mua hoặc bán ADA ở đâu?',
      intro:
        'ADA có mặt trên hầu hết các sàn tiền mã hóa lớn, nơi có thể giao dịch lấy đô la Mỹ, các loại tiền pháp định khác hoặc stablecoin. Một số sàn có tên tuổi niêm yết ADA gồm:',
      exchanges: ['Coinbase', 'Binance', 'Kraken', 'OKX', 'Bybit', 'KuCoin'],
      note: 'Để tự lưu ký và staking, các ví Cardano như Lace, Eternl và Yoroi cho phép bạn nắm giữ ADA và ủy thác cho một stake pool, còn các sàn phi tập trung như Minswap cho phép hoán đổi ADA lấy các token gốc trên Cardano.',
      reminder:
        'Hãy gắn bó với các sàn uy tín, bật xác thực hai yếu tố (2FA) và cất cụm từ khôi phục ngoại tuyến; không bao giờ nhập nó trên một trang web hay chia sẻ với bất kỳ ai tự xưng là bộ phận hỗ trợ.',
    },
  },
  related: [
    { text: 'ADA sang EUR', href: '/ada-to-eur' },
    { text: 'ADA sang GBP', href: '/ada-to-gbp' },
    { text: 'ADA sang BTC', href: '/ada-to-btc' },
    { text: 'ADA sang ETH', href: '/ada-to-eth' },
    { text: 'USD sang ADA', href: '/usd-to-ada' },
    { text: 'Công cụ tính lợi nhuận crypto', href: '/crypto-profit-calculator' },
  ],
} satisfies CoinContentInput;
