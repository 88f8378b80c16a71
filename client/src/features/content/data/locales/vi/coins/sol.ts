import type { CoinContentInput } from '@shared/schemas/content';

export default {
  ticker: 'sol',
  coinId: 'solana',
  name: 'Solana',
  symbol: 'SOL',
  layout: 'guide',
  intro: [
    'Solana là blockchain Proof of Stake (PoS) được xây dựng cho các giao dịch nhanh, chi phí thấp, và SOL là đồng coin gốc của mạng lưới. SOL dùng để trả phí mạng, được staking cho các validator để góp phần bảo mật chuỗi, và được sử dụng rộng rãi trong các ví, sàn giao dịch và ứng dụng chạy trên Solana.',
    'Trang này quy đổi SOL sang đồng Việt Nam (VND), đô la Mỹ hay các loại tiền pháp định khác dựa trên dữ liệu thị trường theo thời gian thực. Nhập bất kỳ lượng SOL nào để xem giá trị quy đổi cùng tỷ giá nghịch đảo, hoặc chuyển đích quy đổi sang một loại tiền hay đồng coin khác nếu bạn cần so sánh theo cách khác.',
  ],
  converting:
    'Để quy đổi Solana sang tiền pháp định, chẳng hạn VND, bạn nhập số SOL đang nắm giữ hoặc dự định giao dịch, và công cụ sẽ nhân con số này với tỷ giá thị trường hiện tại của SOL. Tỷ giá là giá trung vị từ CoinGecko và các sàn niêm yết SOL, làm mới mỗi phút, nên kết quả phản ánh giao dịch gần nhất chứ không phải một báo giá cố định. Các sàn áp dụng chênh lệch giá mua – bán và phí riêng, nên số tiền bạn thực nhận khi bán có thể thấp hơn đôi chút.',
  guide: {
    steps: [
      'Mở thẻ Crypto sang Fiat ở đầu công cụ chuyển đổi, vì bạn đang đổi một đồng tiền mã hóa sang tiền do nhà nước phát hành.',
      'Trong ô chọn Từ, tìm Solana hoặc gõ SOL rồi chọn làm đồng coin nguồn bạn muốn quy đổi.',
      'Trong ô chọn Sang, chọn loại tiền pháp định bạn cần, chẳng hạn VND. Các ô chọn đều có tìm kiếm, nên gõ mã tiền tệ là cách nhanh nhất.',
      'Nhập số lượng SOL vào ô Số lượng. Cả số nguyên lẫn số lẻ như 0,25 hay 3,5 SOL đều được chấp nhận.',
      'Xem kết quả quy đổi cùng tỷ giá và tỷ giá nghịch đảo, cho biết một đơn vị tiền pháp định bạn chọn mua được bao nhiêu SOL.',
      'Bấm Làm mới để lấy tỷ giá mới nhất; nút này dùng được mỗi 10 giây một lần. Dùng nút đảo chiều nếu bạn muốn quy đổi ngược từ tiền pháp định sang SOL.',
    ],
    priceFactors: [
      {
        title: 'Hoạt động trên mạng lưới',
        text: 'Nhu cầu về không gian khối trên Solana, đến từ giao dịch, thanh toán, trò chơi và các đợt ra mắt token, thúc đẩy chi tiêu phí và sự quan tâm nắm giữ SOL, từ đó có thể tác động đến giá.',
      },
      {
        title: 'Staking và nguồn cung',
        text: 'SOL không có tổng cung tối đa cố định. Coin mới được phát hành dưới dạng phần thưởng staking theo lộ trình lạm phát giảm dần, trong khi một phần phí của mỗi giao dịch bị đốt, nên cả hai yếu tố cùng định hình nguồn cung lưu hành.',
      },
      {
        title: 'Độ ổn định của mạng',
        text: 'Solana từng gặp nhiều sự cố ngừng hoạt động trong những năm đầu. Độ ổn định, sự đa dạng của phần mềm client và các bản nâng cấp ảnh hưởng đến cách nhà phát triển và nhà giao dịch nhìn nhận mạng lưới cũng như đồng coin.',
      },
      {
        title: 'Thị trường crypto nói chung',
        text: 'Giống phần lớn altcoin lớn, SOL thường biến động cùng thị trường crypto chung, bao gồm thay đổi về giá Bitcoin, thanh khoản và khẩu vị rủi ro nói chung.',
      },
      {
        title: 'Quản lý và niêm yết',
        text: 'Các quyết định của cơ quan quản lý, việc niêm yết trên sàn và khả năng tiếp cận qua các sản phẩm đầu tư có thể thay đổi mức độ dễ dàng khi mua SOL, qua đó ảnh hưởng đến nhu cầu.',
      },
    ],
    whyConvert: [
      {
        title: 'Biết mình đang nắm giữ gì',
        text: 'Quy đổi SOL sang tiền pháp định cho thấy giá trị của số dư trong ví, phần thưởng staking hay một khoản thanh toán nhận được, giúp dễ so sánh với chi phí hằng ngày.',
      },
      {
        title: 'Lên kế hoạch giao dịch',
        text: 'Trước khi bán trên sàn, kiểm tra tỷ giá SOL trực tiếp giúp bạn đánh giá mức giá được báo, chênh lệch giá hay phí có hợp lý hay không.',
      },
      {
        title: 'Lưu hồ sơ',
        text: 'Nhiều người ghi lại giá trị SOL bằng tiền pháp định tại thời điểm giao dịch để quản lý chi tiêu hoặc lưu hồ sơ thuế; công cụ chuyển đổi cho bạn một con số tham khảo nhanh.',
      },
      {
        title: 'So sánh các loại tiền',
        text: 'Ngay trên cùng trang, bạn có thể đổi đích quy đổi sang EUR, GBP hay một đồng coin khác như BTC để xem SOL theo đơn vị mà bạn quan tâm.',
      },
    ],
    closing: {
      title: 'Sử dụng công cụ chuyển đổi SOL',
      paragraphs: [
        'Tỷ giá trên trang này là tỷ giá thị trường theo thời gian thực, tức giá trung vị từ CoinGecko và các sàn niêm yết SOL, và mọi giá trị trong bảng chỉ là ước tính. Nếu dữ liệu trực tiếp tạm thời không khả dụng, trang sẽ cho bạn biết rằng đang hiển thị giá trị ước tính.',
        'Giá trên từng sàn có thể lệch đôi chút so với mức trung bình thị trường, vì vậy hãy coi công cụ chuyển đổi là nguồn tham khảo và xác nhận số tiền cuối cùng trên nền tảng bạn giao dịch.',
      ],
    },
  },
  faq: {
    what: {
      question: 'Solana (SOL) là gì?',
      answer: [
        'Solana là một blockchain công khai được thiết kế để xử lý nhiều giao dịch nhanh và rẻ. Dự án được Anatoly Yakovenko mô tả trong sách trắng năm 2017, và bản mainnet beta ra mắt vào tháng 3/2020. SOL là đồng coin gốc của mạng lưới.',
        'Solana dùng cơ chế Proof of Stake (PoS), trong đó các validator khóa SOL để tham gia tạo khối, kết hợp với kỹ thuật đánh dấu thời gian gọi là Proof of History giúp sắp xếp thứ tự giao dịch trước khi chúng được xác nhận. Đơn vị nhỏ nhất của SOL là lamport, bằng một phần tỷ của một SOL.',
      ],
    },
    unique: {
      question: 'Solana được dùng để làm gì?',
      answer: [
        'SOL được dùng để trả phí giao dịch trên Solana và để staking cùng các validator, qua đó bảo mật mạng lưới và nhận phần thưởng staking. Solana là nơi hoạt động của các sàn phi tập trung, ứng dụng cho vay, công cụ thanh toán, chợ NFT và trò chơi.',
        'Khác với những blockchain dựa vào các mạng layer 2 riêng biệt để mở rộng, Solana hướng đến việc xử lý thông lượng cao ngay trên một lớp nền duy nhất, giúp giữ phí thấp cho các giao dịch chuyển tiền và mua bán hằng ngày.',
      ],
    },
    rateFactors: {
      question: 'Điều gì ảnh hưởng đến giá SOL?',
      answer: [
        'Giá SOL phản ánh cung và cầu trên các sàn giao dịch khắp thế giới. Hoạt động trên mạng Solana, tỷ lệ tham gia staking, lượng phát hành mới, sức khỏe của thị trường crypto nói chung, tin tức về quản lý và việc niêm yết trên sàn đều góp phần tác động.',
        'Vì tỷ giá thay đổi liên tục, công cụ chuyển đổi dùng dữ liệu trực tiếp được cập nhật mỗi phút. Hãy xem tỷ giá trực tiếp ở phía trên để biết con số hiện tại thay vì dựa vào các báo giá cũ.',
      ],
    },
    whereToBuy: {
      question: 'Có thể mua hoặc bán SOL ở đâu?',
      intro:
        'SOL có mặt rộng rãi trên các sàn tập trung lớn, nơi bạn có thể giao dịch lấy đô la Mỹ, các loại tiền pháp định khác hoặc stablecoin. Một số lựa chọn nổi tiếng gồm:',
      exchanges: ['Coinbase', 'Binance', 'Kraken', 'OKX', 'Bybit', 'KuCoin'],
      note: 'Nếu muốn tự nắm giữ SOL, các ví tự lưu ký như Phantom và Solflare hỗ trợ Solana, còn các sàn phi tập trung như Jupiter và Raydium cho phép hoán đổi SOL lấy các token khác trên Solana.',
      reminder:
        'Hãy dùng các sàn uy tín được phép hoạt động tại quốc gia của bạn, bật xác thực hai yếu tố (2FA) và không bao giờ chia sẻ cụm từ khôi phục của ví với bất kỳ ai; hãy cất giữ nó ngoại tuyến ở nơi chỉ mình bạn tiếp cận được.',
    },
  },
  related: [
    { text: 'SOL sang EUR', href: '/sol-to-eur' },
    { text: 'SOL sang GBP', href: '/sol-to-gbp' },
    { text: 'SOL sang BTC', href: '/sol-to-btc' },
    { text: 'SOL sang ETH', href: '/sol-to-eth' },
    { text: 'USD sang SOL', href: '/usd-to-sol' },
    { text: 'Công cụ tính lợi nhuận crypto', href: '/crypto-profit-calculator' },
  ],
} satisfies CoinContentInput;
