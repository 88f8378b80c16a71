import type { CoinContentInput } from '@shared/schemas/content';

export default {
  ticker: 'sui',
  coinId: 'sui',
  name: 'Sui',
  symbol: 'SUI',
  layout: 'faq-card',
  intro: [
    'Với công cụ này, bạn có thể quy đổi SUI, token gốc của blockchain Sui, sang đồng Việt Nam (VND), đô la Mỹ hoặc các loại tiền khác. Chỉ cần nhập số lượng, công cụ chuyển đổi sẽ hiển thị giá trị quy đổi cùng tỷ giá SUI và tỷ giá nghịch đảo, dựa trên giá thị trường theo thời gian thực.',
    'Sui là blockchain layer 1 ra mắt mainnet năm 2023, tập trung vào việc xử lý giao dịch song song với tốc độ cao. Hướng dẫn dưới đây trình bày cách quy đổi SUI, điều gì làm nên nét riêng của mạng lưới, những yếu tố tác động đến giá và nơi bạn có thể giao dịch SUI.',
  ],
  converting:
    'Mở thẻ Crypto sang Fiat, nhập số SUI bạn muốn quy đổi, đặt mục Từ là SUI và mục Sang là loại tiền bạn cần, chẳng hạn VND. Bạn sẽ thấy giá trị quy đổi, tỷ giá cho mỗi SUI và cho mỗi đơn vị tiền đó; bấm nút đảo chiều để quy đổi theo hướng ngược lại. Tỷ giá là giá trung vị từ CoinGecko và các sàn niêm yết SUI, cập nhật mỗi phút, còn nút Làm mới dùng được mỗi 10 giây một lần. Nếu nguồn dữ liệu trực tiếp gặp sự cố, trang sẽ ghi chú rằng các giá trị hiển thị chỉ là ước tính.',
  faq: {
    what: {
      question: 'Sui (SUI) là gì?',
      answer: [
        'Sui là blockchain layer 1 dùng cơ chế Proof of Stake (PoS), được phát triển bởi Mysten Labs, công ty do các cựu kỹ sư của dự án Diem và Novi thuộc Meta thành lập, trong đó có Evan Cheng. Mainnet Sui ra mắt vào tháng 5/2023. Hợp đồng thông minh trên Sui được viết bằng Sui Move, một phiên bản của ngôn ngữ lập trình Move vốn được tạo ra cho Diem.',
        'SUI là token gốc của mạng. Token này dùng để trả phí gas, được staking cho các validator để bảo mật mạng lưới theo cơ chế Delegated Proof of Stake (DPoS), và được dùng trong quản trị on-chain. Tổng cung bị giới hạn ở mức 10 tỷ SUI, được phát hành dần theo thời gian.',
      ],
    },
    unique: {
      question: 'Sui khác các blockchain khác ở điểm nào?',
      answer: [
        'Sui dùng mô hình dữ liệu lấy đối tượng làm trung tâm: các tài sản như coin và NFT là những đối tượng riêng lẻ có chủ sở hữu, thay vì là các mục trong một bảng tài khoản dùng chung. Giao dịch chỉ động đến các đối tượng thuộc sở hữu của một địa chỉ không cần sắp xếp thứ tự với mọi giao dịch khác, nên có thể được xử lý song song và hoàn tất rất nhanh.',
        'Những giao dịch liên quan đến đối tượng dùng chung, chẳng hạn một pool giao dịch, phải đi qua giao thức đồng thuận của mạng. Sự phân tách giữa giao dịch đơn giản và giao dịch dùng chung, cùng với việc ngôn ngữ Move chú trọng xử lý tài sản an toàn, là điều phân biệt Sui với các chuỗi dựa trên tài khoản như Ethereum.',
      ],
    },
    rateFactors: {
      question: 'Điều gì ảnh hưởng đến giá SUI?',
      answer: [
        'Giá SUI được xác định bởi cung và cầu trên các sàn giao dịch và thường đi theo xu hướng chung của thị trường crypto. Sự tăng trưởng hay suy giảm của các ứng dụng trên Sui, như tài chính phi tập trung (DeFi) và trò chơi, cùng lượng SUI được staking có thể làm thay đổi nhu cầu đối với token.',
        'Các đợt mở khóa token theo lịch cho nhà đầu tư sớm và người đóng góp làm tăng nguồn cung lưu hành và có thể gây áp lực lên giá. Việc niêm yết trên sàn, sự cạnh tranh từ các blockchain tốc độ cao khác, sự cố mạng và điều kiện kinh tế chung cũng có ảnh hưởng.',
      ],
    },
    whereToBuy: {
      question: 'Có thể mua hoặc bán SUI ở đâu?',
      intro:
        'Kể từ khi mainnet ra mắt, SUI đã được niêm yết trên nhiều sàn lớn, thường giao dịch với stablecoin và, trên một số nền tảng, với đô la Mỹ hoặc euro. Một số sàn có tên tuổi niêm yết SUI gồm:',
      exchanges: ['Binance', 'OKX', 'Kraken', 'Bybit', 'KuCoin', 'Gate.io'],
      note: 'Để tự nắm giữ SUI, bạn có thể dùng ví tương thích với Sui như Slush (trước đây là Sui Wallet) hoặc Phantom, và hoán đổi token trên các sàn phi tập trung xây dựng trên Sui như Cetus. Luôn rút SUI qua chính mạng Sui.',
      reminder:
        'Hãy chắc chắn sàn bạn chọn uy tín và hoạt động hợp pháp tại quốc gia của bạn. Bật xác thực hai yếu tố (2FA) cho tài khoản, và không bao giờ chia sẻ hay lưu cụm từ khôi phục ở bất kỳ đâu trên mạng.',
    },
  },
  related: [
    { text: 'SUI sang EUR', href: '/sui-to-eur' },
    { text: 'SUI sang GBP', href: '/sui-to-gbp' },
    { text: 'SUI sang BTC', href: '/sui-to-btc' },
    { text: 'SUI sang SOL', href: '/sui-to-sol' },
    { text: '100 SUI sang USD', href: '/sui-to-usd/100' },
    { text: 'Công cụ tính lợi nhuận crypto', href: '/crypto-profit-calculator' },
  ],
} satisfies CoinContentInput;
