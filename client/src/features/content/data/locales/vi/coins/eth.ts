import type { CoinContentInput } from '@shared/schemas/content';

export default {
  ticker: 'eth',
  coinId: 'ethereum',
  name: 'Ethereum',
  symbol: 'ETH',
  layout: 'faq-card',
  intro: [
    'Ethereum là một blockchain có thể lập trình, nơi vận hành các hợp đồng thông minh – phần mã đứng sau các ứng dụng phi tập trung, token và NFT. Ether, giao dịch dưới mã ETH, là đồng tiền gốc của mạng lưới, được dùng để trả phí giao dịch và để staking trên mạng.',
    'Công cụ chuyển đổi này cho biết giá trị ETH bằng đồng Việt Nam (VND), đô la Mỹ hay các loại tiền pháp định khác, dựa trên dữ liệu thị trường theo thời gian thực. Nhập bất kỳ lượng ETH nào để xem giá trị quy đổi và tỷ giá nghịch đảo, hoặc chọn một loại tiền pháp định hay đồng coin khác làm đích quy đổi.',
  ],
  converting:
    'Để quy đổi Ethereum sang tiền pháp định, chẳng hạn VND, bạn nhập số lượng ETH và công cụ sẽ nhân con số này với tỷ giá thị trường hiện tại của ETH, tức giá trung vị từ năm sàn giao dịch và CoinGecko, được làm mới mỗi phút. Việc quy đổi phần lẻ rất phổ biến vì một ETH có thể chia thành những đơn vị rất nhỏ; ngoài ra còn có các trang quy đổi số lượng cố định như 0,1 ETH sang USD. Số tiền bạn thực nhận trên sàn có thể chênh lệch đôi chút do chênh lệch giá mua – bán và phí của sàn.',
  faq: {
    what: {
      question: 'Ethereum (ETH) là gì?',
      answer: [
        'Ethereum được Vitalik Buterin đề xuất năm 2013 và ra mắt vào tháng 7/2015 cùng một nhóm đồng sáng lập, trong đó có Gavin Wood và Joseph Lubin. Đây là một blockchain công khai cho phép nhà phát triển triển khai các hợp đồng thông minh chạy đúng như những gì đã được lập trình.',
        'ETH là đồng tiền gốc của mạng lưới. Vào tháng 9/2022, bản nâng cấp mang tên The Merge đã chuyển Ethereum từ Proof of Work (PoW) sang Proof of Stake (PoS), nên giờ đây các khối được tạo ra bởi validator staking ETH thay vì thợ đào. Đơn vị nhỏ nhất của ether là wei, còn phí thường được tính bằng gwei, tức một phần tỷ ETH.',
      ],
    },
    unique: {
      question: 'Ethereum khác Bitcoin như thế nào?',
      answer: [
        'Bitcoin được thiết kế chủ yếu như tiền kỹ thuật số với tổng cung cố định 21 triệu BTC. Ethereum được thiết kế như một nền tảng đa năng: hợp đồng thông minh của nó vận hành các sàn phi tập trung, ứng dụng cho vay, stablecoin, NFT và nhiều loại token khác, còn ETH là “nhiên liệu” chi trả cho khối lượng tính toán đó.',
        'ETH không có tổng cung tối đa cố định. ETH mới được phát hành cho các validator, trong khi một phần phí của mỗi giao dịch bị đốt theo thay đổi năm 2021 mang tên EIP-1559, nên lượng cung ròng phụ thuộc vào mức độ bận rộn của mạng lưới. Nhiều ứng dụng còn chạy trên các mạng layer 2, nơi giao dịch được quyết toán ngược về Ethereum.',
      ],
    },
    rateFactors: {
      question: 'Điều gì ảnh hưởng đến giá ETH?',
      answer: [
        'Giá ETH phụ thuộc vào nhu cầu giao dịch, mức độ sử dụng mạng lưới và các hệ thống layer 2, cán cân giữa lượng phát hành mới và lượng phí bị đốt, tỷ lệ staking, quyết định của cơ quan quản lý, các sản phẩm đầu tư như quỹ ETF và diễn biến chung của thị trường crypto.',
        'Ví dụ, có thời điểm 1 ETH trị giá khoảng 2.641 USD, khi đó 0,1 ETH tương đương khoảng 264 USD. Con số này chỉ mang tính minh họa; giá thay đổi liên tục, vì vậy hãy xem tỷ giá trực tiếp ở phía trên để biết giá trị hôm nay.',
      ],
    },
    whereToBuy: {
      question: 'Có thể mua hoặc bán ETH ở đâu?',
      intro:
        'ETH có mặt trên gần như mọi sàn giao dịch tiền mã hóa và có thể giao dịch lấy đô la Mỹ, các loại tiền pháp định khác hoặc stablecoin. Một số sàn lâu năm hỗ trợ ETH gồm:',
      exchanges: ['Coinbase', 'Binance', 'Kraken', 'Gemini', 'Bitstamp', 'OKX'],
      note: 'Nếu muốn tự lưu ký, bạn có thể dùng ví như MetaMask hoặc ví phần cứng như Ledger hay Trezor để tự nắm giữ ETH, và dùng các sàn phi tập trung như Uniswap để hoán đổi ETH lấy các token khác trên Ethereum ngay từ ví của mình.',
      reminder:
        'Hãy dùng các sàn uy tín, bật xác thực hai yếu tố (2FA), giữ cụm từ khôi phục ngoại tuyến và bí mật; tuyệt đối không nhập cụm từ này trên bất kỳ trang web nào và luôn kiểm tra kỹ địa chỉ trước khi gửi ETH.',
    },
  },
  related: [
    { text: '0,1 ETH sang USD', href: '/eth-to-usd/0.1' },
    { text: '0,01 ETH sang USD', href: '/eth-to-usd/0.01' },
    { text: 'ETH sang EUR', href: '/eth-to-eur' },
    { text: 'ETH sang GBP', href: '/eth-to-gbp' },
    { text: 'ETH sang BTC', href: '/eth-to-btc' },
    { text: 'USD sang ETH', href: '/usd-to-eth' },
    { text: 'Công cụ tính lợi nhuận crypto', href: '/crypto-profit-calculator' },
  ],
} satisfies CoinContentInput;
