import type { CoinContentInput } from '@shared/schemas/content';

export default {
  ticker: 'bnb',
  coinId: 'binancecoin',
  name: 'BNB',
  symbol: 'BNB',
  layout: 'guide',
  intro: [
    'BNB là đồng coin gốc của BNB Chain và gắn bó chặt chẽ với sàn giao dịch Binance, nơi nó xuất hiện lần đầu năm 2017. BNB được dùng để trả phí gas trên BNB Smart Chain, có thể staking cùng các validator và mang lại cho người nắm giữ ưu đãi giảm phí cùng nhiều quyền lợi khác trên Binance.',
    'Công cụ chuyển đổi này cho biết giá trị BNB bằng đồng Việt Nam (VND), đô la Mỹ hay các loại tiền pháp định khác, dựa trên dữ liệu thị trường theo thời gian thực. Nhập số lượng BNB để xem giá trị tương đương và tỷ giá nghịch đảo, hoặc đổi đích quy đổi sang một loại tiền pháp định hay tiền mã hóa khác.',
  ],
  converting:
    'Quy đổi BNB sang tiền pháp định, chẳng hạn VND, nghĩa là nhân số lượng BNB của bạn với tỷ giá thị trường hiện tại của BNB. Công cụ lấy tỷ giá này là giá trung vị từ CoinGecko và các sàn niêm yết BNB, cập nhật mỗi phút. Mức giá bạn nhận được khi bán có thể chênh lệch đôi chút, vì mỗi sàn có chênh lệch giá mua – bán và phí giao dịch riêng.',
  guide: {
    steps: [
      'Chọn thẻ Crypto sang Fiat, vì bạn đang quy đổi một đồng tiền mã hóa sang tiền pháp định truyền thống.',
      'Mở ô chọn Từ và chọn BNB làm đồng coin nguồn. Bạn có thể tìm theo tên hoặc gõ mã giao dịch.',
      'Mở ô chọn Sang và chọn loại tiền pháp định bạn cần, chẳng hạn VND, để giá trị được hiển thị bằng đồng tiền đó.',
      'Nhập số lượng BNB vào ô Số lượng, dù là số nguyên hay số lẻ như 0,05 BNB.',
      'Xem giá trị quy đổi cùng tỷ giá và tỷ giá nghịch đảo, cho biết một đơn vị tiền pháp định bạn chọn tương đương bao nhiêu BNB.',
      'Bấm Làm mới để có số liệu mới nhất (mỗi 10 giây được dùng một lần), hoặc dùng nút đảo chiều để quy đổi ngược từ tiền pháp định sang BNB.',
    ],
    priceFactors: [
      {
        title: 'Binance và hệ sinh thái',
        text: 'Vì BNB gắn liền với Binance, tin tức về sàn này, từ khối lượng giao dịch, thay đổi sản phẩm đến các vấn đề pháp lý hay quản lý, thường tác động lên BNB mạnh hơn so với phần lớn tài sản khác.',
      },
      {
        title: 'Đốt token',
        text: 'BNB khởi đầu với nguồn cung 200 triệu coin, và các đợt đốt định kỳ loại bớt coin khỏi lưu thông với mục tiêu dài hạn là 100 triệu. Lượng đốt được công bố công khai, và nguồn cung thu hẹp là một trong các yếu tố tác động đến giá.',
      },
      {
        title: 'Mức độ sử dụng BNB Chain',
        text: 'Hoạt động trên BNB Smart Chain, như sàn phi tập trung, các đợt ra mắt token và trò chơi, tạo ra nhu cầu dùng BNB để trả phí giao dịch.',
      },
      {
        title: 'Diễn biến chung của thị trường',
        text: 'BNB thường biến động cùng chiều với thị trường crypto nói chung, nên những thay đổi về giá Bitcoin, thanh khoản và tâm lý nhà đầu tư đều phản ánh vào tỷ giá của nó.',
      },
    ],
    whyConvert: [
      {
        title: 'Định giá số dư',
        text: 'Một phép quy đổi nhanh cho bạn biết số BNB trong tài khoản sàn hoặc ví của mình trị giá bao nhiêu tiền theo tỷ giá hiện tại.',
      },
      {
        title: 'Ước tính phí và phần thưởng',
        text: 'Nếu bạn trả phí giao dịch bằng BNB hoặc nhận BNB từ phần thưởng staking, việc quy đổi sang tiền pháp định giúp bạn hiểu các khoản đó có giá trị thực tế bao nhiêu.',
      },
      {
        title: 'Kiểm tra báo giá',
        text: 'So sánh báo giá của sàn hoặc dịch vụ thanh toán với tỷ giá thị trường trực tiếp giúp bạn thấy chênh lệch giá hay phí lớn đến đâu trước khi xác nhận giao dịch.',
      },
      {
        title: 'Lưu hồ sơ',
        text: 'Ghi lại giá trị bằng tiền pháp định của BNB mỗi khi mua, bán hay chi tiêu rất hữu ích cho việc quản lý tài chính cá nhân và khai thuế ở những nơi có quy định.',
      },
    ],
    closing: {
      title: 'Sử dụng công cụ chuyển đổi BNB',
      paragraphs: [
        'Tỷ giá trên trang này là tỷ giá thị trường theo thời gian thực, tức giá trung vị từ CoinGecko và các sàn niêm yết BNB, được làm mới mỗi phút; mọi giá trị trong bảng chỉ là ước tính. Nếu không tải được dữ liệu trực tiếp, trang sẽ thông báo rằng đang hiển thị giá trị ước tính.',
        'Để biết con số chính xác, hãy luôn kiểm tra mức giá cuối cùng trên sàn hoặc ứng dụng bạn dùng, vì phí và chênh lệch giá khác nhau giữa các nền tảng.',
      ],
    },
  },
  faq: {
    what: {
      question: 'BNB là gì?',
      answer: [
        'BNB do Binance tạo ra năm 2017 và ban đầu được phát hành dưới dạng token trên Ethereum trong đợt chào bán coin lần đầu (ICO) của sàn. Năm 2019, BNB chuyển sang blockchain riêng của Binance, và ngày nay là đồng coin gốc của BNB Chain, với mạng chính là BNB Smart Chain.',
        'BNB Smart Chain tương thích với Ethereum Virtual Machine (EVM), nên nhiều công cụ và hợp đồng thông minh của Ethereum hoạt động được trên mạng này. Mạng lưới được bảo mật bởi một nhóm validator staking BNB, theo mô hình thường được gọi là Proof of Staked Authority.',
      ],
    },
    unique: {
      question: 'BNB được dùng để làm gì?',
      answer: [
        'BNB được dùng để trả phí gas trên BNB Smart Chain và các mạng liên quan, đồng thời có thể staking để hỗ trợ validator. Trên Binance, BNB giúp được giảm phí giao dịch và tham gia các đợt mở bán token cùng những chương trình khác.',
        'Điểm khiến BNB khác nhiều đồng coin khác là vai trò kép: vừa là nhiên liệu của một blockchain đa năng, vừa là token tiện ích của một trong những sàn crypto lớn nhất, kèm theo chương trình đốt token được công bố công khai giúp giảm tổng cung theo thời gian.',
      ],
    },
    rateFactors: {
      question: 'Điều gì ảnh hưởng đến giá BNB?',
      answer: [
        'Giá BNB phụ thuộc vào nhu cầu giao dịch, tin tức về Binance, hoạt động trên BNB Chain, các đợt đốt token theo lịch, diễn biến về mặt quản lý và xu hướng của thị trường crypto nói chung.',
        'Công cụ chuyển đổi đọc dữ liệu thị trường trực tiếp được cập nhật mỗi phút, vì vậy hãy xem tỷ giá trực tiếp ở phía trên để biết giá trị hiện tại.',
      ],
    },
    whereToBuy: {
      question: 'Có thể mua hoặc bán BNB ở đâu?',
      intro:
        'BNB được giao dịch trên Binance và nhiều sàn lớn khác, tuy khả năng tiếp cận phụ thuộc vào nơi bạn sinh sống và một số nền tảng tại Mỹ không niêm yết đồng coin này. Một số sàn có tên tuổi hỗ trợ BNB gồm:',
      exchanges: ['Binance', 'OKX', 'Bybit', 'KuCoin', 'Gate.io', 'Bitget'],
      note: 'Nếu muốn tự lưu ký, các ví như Trust Wallet và MetaMask hỗ trợ BNB Smart Chain, còn các sàn phi tập trung như PancakeSwap cho phép hoán đổi BNB lấy các token khác trên mạng. Hãy chắc chắn bạn gửi BNB đúng mạng mà ví của bạn hỗ trợ.',
      reminder:
        'Hãy chọn các sàn uy tín hoạt động hợp pháp tại khu vực của bạn, bật xác thực hai yếu tố (2FA) và giữ cụm từ khôi phục ngoại tuyến, bí mật; không dịch vụ hợp pháp nào yêu cầu bạn cung cấp cụm từ này.',
    },
  },
  related: [
    { text: 'BNB sang EUR', href: '/bnb-to-eur' },
    { text: 'BNB sang GBP', href: '/bnb-to-gbp' },
    { text: 'BNB sang BTC', href: '/bnb-to-btc' },
    { text: 'BNB sang ETH', href: '/bnb-to-eth' },
    { text: 'USD sang BNB', href: '/usd-to-bnb' },
    { text: 'Công cụ tính lợi nhuận crypto', href: '/crypto-profit-calculator' },
  ],
} satisfies CoinContentInput;
