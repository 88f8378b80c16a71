import type { CoinContentInput } from '@shared/schemas/content';

export default {
  ticker: 'hbar',
  coinId: 'hedera-hashgraph',
  name: 'Hedera',
  symbol: 'HBAR',
  layout: 'faq-card',
  intro: [
    'Hedera là mạng công khai được xây dựng trên thuật toán đồng thuận hashgraph thay vì chuỗi khối truyền thống. HBAR là token gốc của mạng: token này dùng để trả phí mạng, bảo mật mạng lưới thông qua Proof of Stake (PoS) và được các ứng dụng chạy trên Hedera sử dụng.',
    'Công cụ chuyển đổi này quy đổi bất kỳ lượng HBAR nào sang đồng Việt Nam (VND), đô la Mỹ, các loại tiền pháp định khác hoặc các đồng tiền mã hóa khác. Tỷ giá được cập nhật theo thời gian thực dựa trên dữ liệu thị trường, còn mọi giá trị cố định nêu trong bảng hay ví dụ chỉ là ước tính và có thể lệch đôi chút so với báo giá của sàn.',
  ],
  converting:
    'Nhập số lượng HBAR, chọn loại tiền bạn cần làm đích quy đổi, chẳng hạn VND, và kết quả sẽ hiện ra ngay, kèm theo tỷ giá và tỷ giá nghịch đảo (một đơn vị tiền đó mua được bao nhiêu HBAR). Tỷ giá là giá trung vị từ CoinGecko và các sàn niêm yết HBAR, cập nhật mỗi phút; nút Làm mới lấy báo giá mới, tối đa mỗi 10 giây một lần. Nếu không có dữ liệu trực tiếp, trang sẽ cho biết các giá trị hiển thị chỉ là ước tính. Dùng nút đảo chiều để quy đổi ngược từ tiền pháp định sang HBAR, hoặc thẻ Crypto sang Crypto để so sánh HBAR với các đồng coin như BTC hay ETH.',
  faq: {
    what: {
      question: 'Hedera (HBAR) là gì?',
      answer: [
        'Hedera là sổ cái phân tán công khai có mainnet ra mắt năm 2018 và mở cho công chúng năm 2019. Mạng dùng hashgraph, thuật toán đồng thuận do Leemon Baird phát minh; ông đồng sáng lập dự án cùng Mance Harmon. Các node chia sẻ thông tin qua quy trình “gossip about gossip” và đạt đồng thuận bằng bỏ phiếu ảo, mang lại cho mạng khả năng chịu lỗi Byzantine bất đồng bộ (aBFT) và thời gian hoàn tất giao dịch nhanh.',
        'HBAR là token gốc của mạng. Token dùng để trả phí giao dịch, thực thi hợp đồng thông minh và lưu trữ tệp, đồng thời được staking để góp phần bảo mật mạng lưới. Tổng cung cố định ở mức 50 tỷ HBAR, toàn bộ được tạo ra khi ra mắt và được đưa dần vào lưu thông theo thời gian.',
      ],
    },
    unique: {
      question: 'Hedera khác các mạng khác ở điểm nào?',
      answer: [
        'Hedera được quản trị bởi Hedera Council, một nhóm các tổ chức lớn thuộc nhiều ngành và khu vực khác nhau, tham gia theo nhiệm kỳ có thời hạn và vận hành các node của mạng. Phí giao dịch được định theo đô la Mỹ và được giữ ở mức thấp, dễ dự đoán, phù hợp với những ứng dụng gửi số lượng lớn giao dịch nhỏ.',
        'Ngoài thanh toán, Hedera còn cung cấp Consensus Service để gắn dấu thời gian và sắp xếp thứ tự dữ liệu, Token Service để phát hành token mà không cần viết hợp đồng thông minh, và Smart Contract Service tương thích với Ethereum Virtual Machine (EVM). Các dịch vụ này được dùng cho những việc như lưu hồ sơ chuỗi cung ứng, tài sản được token hóa và chương trình khách hàng thân thiết.',
      ],
    },
    rateFactors: {
      question: 'Điều gì ảnh hưởng đến giá HBAR?',
      answer: [
        'Giá HBAR phản ánh cung và cầu trên các sàn giao dịch. Tâm lý chung của thị trường crypto, đặc biệt là xu hướng của Bitcoin, thường kéo HBAR biến động cùng các token lớn khác.',
        'Các yếu tố riêng của dự án cũng quan trọng: mức độ sử dụng mạng, các ứng dụng mới của doanh nghiệp hoặc chính phủ, thay đổi trong hội đồng quản trị, cập nhật về staking và việc giải phóng HBAR từ ngân quỹ vào lưu thông. Tin tức về quản lý và khối lượng giao dịch trên các sàn lớn cũng có thể ảnh hưởng đến tỷ giá.',
      ],
    },
    whereToBuy: {
      question: 'Có thể mua hoặc bán HBAR ở đâu?',
      intro:
        'HBAR được giao dịch trên nhiều sàn tập trung lớn, thường với USD, USDT và các đồng tiền chủ chốt khác. Khả năng tiếp cận phụ thuộc vào quốc gia của bạn, vì vậy hãy kiểm tra những sàn nào phục vụ khu vực của bạn trước khi đăng ký.',
      exchanges: ['Binance', 'Coinbase', 'OKX', 'KuCoin', 'Bybit', 'Gate.io'],
      note: 'Để tự nắm giữ HBAR, bạn có thể dùng ví hỗ trợ mạng Hedera như HashPack, hoặc ví phần cứng có hỗ trợ Hedera. Các sàn phi tập trung trên Hedera như SaucerSwap cho phép hoán đổi HBAR lấy các token Hedera khác ngay từ ví của bạn.',
      reminder:
        'Hãy dùng các sàn uy tín, được cấp phép, bật xác thực hai yếu tố (2FA) và không bao giờ chia sẻ cụm từ khôi phục hay khóa riêng tư với bất kỳ ai. Kiểm tra mạng trước khi rút, vì gửi HBAR đến sai địa chỉ hoặc sai mạng có thể khiến bạn mất số tiền đó.',
    },
  },
  related: [
    { text: 'HBAR sang EUR', href: '/hbar-to-eur' },
    { text: 'HBAR sang GBP', href: '/hbar-to-gbp' },
    { text: 'HBAR sang BTC', href: '/hbar-to-btc' },
    { text: 'HBAR sang ETH', href: '/hbar-to-eth' },
    { text: '1.000 HBAR sang USD', href: '/hbar-to-usd/1000' },
    { text: 'Công cụ tính lợi nhuận crypto', href: '/crypto-profit-calculator' },
  ],
} satisfies CoinContentInput;
