import type { CoinContentInput } from '@shared/schemas/content';

export default {
  ticker: 'link',
  coinId: 'chainlink',
  name: 'Chainlink',
  symbol: 'LINK',
  layout: 'guide',
  intro: [
    'Chainlink là mạng oracle phi tập trung, đưa thông tin từ bên ngoài như giá tài sản lên blockchain để các hợp đồng thông minh có thể sử dụng. LINK là token dùng để trả cho các nhà vận hành node cung cấp dữ liệu này và có thể được staking để góp phần bảo đảm an toàn cho dịch vụ.',
    'Công cụ chuyển đổi này cho biết giá trị LINK bằng đồng Việt Nam (VND), đô la Mỹ hay các loại tiền pháp định khác, dựa trên dữ liệu thị trường theo thời gian thực. Nhập bất kỳ lượng LINK nào để xem giá trị quy đổi và tỷ giá nghịch đảo, hoặc đổi đích quy đổi sang một loại tiền pháp định hay đồng coin khác.',
  ],
  converting:
    'Để quy đổi Chainlink sang tiền pháp định, chẳng hạn VND, bạn nhập số lượng LINK và công cụ sẽ nhân con số này với tỷ giá thị trường hiện tại của LINK, tức giá trung vị từ CoinGecko và các sàn niêm yết LINK, được làm mới mỗi phút. Kết quả là con số tham chiếu dựa trên giao dịch trên nhiều sàn; giá trên một nền tảng cụ thể có thể lệch đôi chút do chênh lệch giá mua – bán và phí của nền tảng đó.',
  guide: {
    steps: [
      'Chọn thẻ Crypto sang Fiat, vì bạn đang quy đổi một đồng tiền mã hóa sang tiền pháp định.',
      'Trong ô chọn Từ, tìm Chainlink hoặc LINK rồi chọn làm đồng coin nguồn cần quy đổi.',
      'Trong ô chọn Sang, chọn loại tiền pháp định bạn cần, chẳng hạn VND, để giá trị được hiển thị bằng đồng tiền đó.',
      'Nhập số lượng LINK vào ô Số lượng; các số lẻ như 0,75 LINK đều được chấp nhận.',
      'Xem kết quả quy đổi cùng tỷ giá và tỷ giá nghịch đảo, cho biết một đơn vị tiền pháp định bạn chọn mua được bao nhiêu LINK.',
      'Bấm Làm mới để lấy tỷ giá mới nhất, mỗi 10 giây được dùng một lần, hoặc dùng nút đảo chiều để quy đổi từ tiền pháp định sang LINK.',
    ],
    priceFactors: [
      {
        title: 'Nhu cầu đối với dịch vụ oracle',
        text: 'Càng nhiều ứng dụng tài chính phi tập trung (DeFi) và hợp đồng thông minh khác dựa vào nguồn cấp giá và dịch vụ của Chainlink, LINK càng có vai trò quan trọng với tư cách là token chi trả cho các dịch vụ đó.',
      },
      {
        title: 'Staking',
        text: 'Người nắm giữ LINK và các nhà vận hành node có thể staking token để bảo chứng cho độ tin cậy của dịch vụ Chainlink. Lượng token được staking và mức phần thưởng ảnh hưởng đến lượng LINK có sẵn để giao dịch.',
      },
      {
        title: 'Tổng cung cố định',
        text: 'LINK có tổng cung một tỷ token. Một phần được giữ lại khi ra mắt để khuyến khích các nhà vận hành node và dành cho công ty, nên những thay đổi về nguồn cung lưu hành luôn được thị trường theo dõi.',
      },
      {
        title: 'Quan hệ đối tác và mức độ ứng dụng',
        text: 'Các tích hợp mới với blockchain, tổ chức tài chính hay dự án liên chuỗi có thể thay đổi kỳ vọng về mức độ sử dụng Chainlink.',
      },
      {
        title: 'Thị trường crypto nói chung',
        text: 'LINK thường biến động cùng thị trường crypto nói chung và theo hoạt động của tài chính phi tập trung (DeFi) trên nền tảng Ethereum.',
      },
    ],
    whyConvert: [
      {
        title: 'Nắm rõ số dư',
        text: 'Quy đổi LINK sang tiền pháp định cho thấy giá trị của số token bạn giữ trên sàn, trong ví hoặc trong một vị thế staking.',
      },
      {
        title: 'Định giá phần thưởng và khoản thanh toán',
        text: 'Nhà vận hành node và người staking nhận thu nhập bằng LINK; quy đổi sang tiền pháp định cho thấy khoản thu nhập đó trị giá bao nhiêu theo tỷ giá hiện tại.',
      },
      {
        title: 'Kiểm tra báo giá',
        text: 'Tỷ giá tham chiếu trực tiếp giúp bạn so sánh giá và phí giữa các sàn trước khi mua hoặc bán LINK.',
      },
      {
        title: 'Lưu hồ sơ',
        text: 'Theo dõi giá trị LINK bằng tiền pháp định tại thời điểm mỗi giao dịch giúp ích cho việc quản lý chi tiêu và khai thuế ở những nơi có quy định.',
      },
    ],
    closing: {
      title: 'Sử dụng công cụ chuyển đổi LINK',
      paragraphs: [
        'Mọi tỷ giá trên trang này là tỷ giá thị trường theo thời gian thực được cập nhật mỗi phút, mỗi tỷ giá là giá trung vị từ CoinGecko và các sàn niêm yết LINK, còn mọi giá trị trong bảng chỉ là ước tính. Nếu dữ liệu trực tiếp tạm thời không khả dụng, trang sẽ thông báo rằng đang hiển thị giá trị ước tính.',
        'Hãy dùng công cụ chuyển đổi như một nguồn tham khảo nhanh và xác nhận mức giá cuối cùng trên nền tảng bạn giao dịch.',
      ],
    },
  },
  faq: {
    what: {
      question: 'Chainlink (LINK) là gì?',
      answer: [
        'Chainlink được tạo ra bởi Sergey Nazarov và Steve Ellis, hai người đã công bố sách trắng của dự án năm 2017. Token LINK được mở bán cùng năm đó, và mạng Chainlink chính thức hoạt động trên mainnet Ethereum năm 2019.',
        'Chainlink kết nối hợp đồng thông minh với dữ liệu và hệ thống bên ngoài blockchain. Một mạng lưới các nhà vận hành node độc lập thu thập thông tin như giá thị trường, tổng hợp lại rồi công bố on-chain, nhờ đó không có nguồn đơn lẻ nào kiểm soát kết quả.',
      ],
    },
    unique: {
      question: 'Chainlink được dùng để làm gì?',
      answer: [
        'Blockchain không tự đọc được dữ liệu bên ngoài, nên các ứng dụng dùng Chainlink để lấy nguồn cấp giá cho giao thức cho vay và giao dịch, số ngẫu nhiên có thể kiểm chứng cho trò chơi và dự án NFT, tự động thực thi hợp đồng, và bằng chứng cho thấy tài sản dự trữ bảo chứng cho một token thực sự tồn tại.',
        'Chainlink còn cung cấp Cross-Chain Interoperability Protocol (CCIP), giao thức cho phép ứng dụng gửi token và thông điệp giữa các blockchain khác nhau. LINK được dùng để trả phí cho các dịch vụ này và để staking hỗ trợ chúng.',
      ],
    },
    rateFactors: {
      question: 'Điều gì ảnh hưởng đến giá LINK?',
      answer: [
        'Giá LINK phụ thuộc vào nhu cầu giao dịch, mức độ sử dụng dịch vụ Chainlink, tỷ lệ staking, thay đổi về nguồn cung lưu hành, các quan hệ đối tác và tích hợp mới, cũng như thị trường crypto nói chung.',
        'Công cụ chuyển đổi dùng dữ liệu trực tiếp được cập nhật mỗi phút. Hãy xem tỷ giá trực tiếp ở phía trên để biết giá trị hiện tại.',
      ],
    },
    whereToBuy: {
      question: 'Có thể mua hoặc bán LINK ở đâu?',
      intro:
        'LINK được niêm yết trên hầu hết các sàn tiền mã hóa lớn và có thể giao dịch lấy đô la Mỹ, các loại tiền pháp định khác hoặc stablecoin. Một số sàn có tên tuổi hỗ trợ LINK gồm:',
      exchanges: ['Coinbase', 'Binance', 'Kraken', 'OKX', 'Bybit', 'KuCoin'],
      note: 'LINK là token trên nền tảng Ethereum, nên có thể được giữ trong các ví tự lưu ký như MetaMask hoặc ví phần cứng, và hoán đổi trên các sàn phi tập trung như Uniswap. Hãy kiểm tra ví của bạn dùng mạng nào trước khi gửi token.',
      reminder:
        'Hãy dùng các sàn uy tín, bật xác thực hai yếu tố (2FA) và giữ cụm từ khôi phục ngoại tuyến, bí mật; không đội ngũ hỗ trợ chân chính nào lại yêu cầu bạn cung cấp cụm từ này.',
    },
  },
  related: [
    { text: 'LINK sang EUR', href: '/link-to-eur' },
    { text: 'LINK sang GBP', href: '/link-to-gbp' },
    { text: 'LINK sang ETH', href: '/link-to-eth' },
    { text: 'LINK sang BTC', href: '/link-to-btc' },
    { text: 'USD sang LINK', href: '/usd-to-link' },
    { text: 'Công cụ tính lợi nhuận crypto', href: '/crypto-profit-calculator' },
  ],
} satisfies CoinContentInput;
