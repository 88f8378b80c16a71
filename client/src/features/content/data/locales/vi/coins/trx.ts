import type { CoinContentInput } from '@shared/schemas/content';

export default {
  ticker: 'trx',
  coinId: 'tron',
  name: 'TRON',
  symbol: 'TRX',
  layout: 'faq-card',
  intro: [
    'Công cụ chuyển đổi này cho biết giá trị của TRX, đồng coin gốc của blockchain TRON, bằng đồng Việt Nam (VND), đô la Mỹ và nhiều loại tiền khác. Chỉ cần nhập số lượng, bạn sẽ có giá trị quy đổi, tỷ giá cho một TRX và tỷ giá nghịch đảo, dựa trên dữ liệu thị trường theo thời gian thực.',
    'TRON là mạng Proof of Stake (PoS) nổi tiếng nhờ chuyển tiền nhanh, chi phí thấp, và đang gánh một phần lớn lưu lượng stablecoin trên thế giới. Phần dưới đây giải thích cách quy đổi TRX, mạng lưới này dùng để làm gì, điều gì tác động đến giá TRX và đồng coin được giao dịch ở đâu.',
  ],
  converting:
    'Trên thẻ Crypto sang Fiat, nhập số lượng coin vào ô Số lượng, chọn TRX ở mục Từ và loại tiền bạn cần, chẳng hạn VND, ở mục Sang. Công cụ sẽ trả về giá trị quy đổi cùng tỷ giá từ TRX sang đồng tiền đó và chiều ngược lại, còn nút đảo chiều giúp đổi hướng quy đổi. Tỷ giá là giá trung vị từ CoinGecko và các sàn niêm yết TRX, cập nhật mỗi phút, trong khi nút Làm mới cho phép yêu cầu báo giá mới mỗi 10 giây một lần. Nếu không tải được giá trực tiếp, trang sẽ ghi rõ các giá trị chỉ là ước tính.',
  faq: {
    what: {
      question: 'TRON (TRX) là gì?',
      answer: [
        'TRON là một blockchain công khai do Justin Sun sáng lập. TRX được phát hành lần đầu năm 2017 dưới dạng token trên Ethereum và chuyển sang mainnet riêng của TRON năm 2018. Mạng lưới dùng cơ chế Delegated Proof of Stake (DPoS): người nắm giữ TRX bỏ phiếu bầu ra 27 Super Representative, luân phiên tạo khối khoảng ba giây một lần.',
        'TRX được dùng để chi trả cho hoạt động trên mạng, để bỏ phiếu và để staking. TRX được staking mang lại cho tài khoản băng thông (bandwidth) và năng lượng (energy) – những tài nguyên bù đắp chi phí chuyển tiền và gọi hợp đồng thông minh – nên người dùng thường xuyên có thể giao dịch với mức phí trực tiếp rất thấp hoặc bằng không. TRON chạy hợp đồng thông minh trên một máy ảo phần lớn tương thích với máy ảo của Ethereum.',
      ],
    },
    unique: {
      question: 'TRON chủ yếu được dùng để làm gì?',
      answer: [
        'Ứng dụng dễ thấy nhất của TRON là chuyển stablecoin. Một lượng rất lớn Tether (USDT) được phát hành trên TRON dưới dạng token TRC-20, và nhiều cá nhân, doanh nghiệp dùng nó để chuyển tiền giữa các sàn và xuyên biên giới vì giao dịch được xác nhận nhanh và chi phí thấp.',
        'Mạng lưới cũng là nơi hoạt động của các ứng dụng tài chính phi tập trung (DeFi), trò chơi và dự án token. Năm 2018, TRON mua lại công ty chia sẻ tệp BitTorrent, có token BTT sau đó được ra mắt trên TRON. Mô hình tài nguyên gồm băng thông và năng lượng, được chi trả bằng cách staking TRX, là một trong những đặc điểm phân biệt TRON với Ethereum.',
      ],
    },
    rateFactors: {
      question: 'Điều gì ảnh hưởng đến giá TRX?',
      answer: [
        'Giá TRX phản ánh cung và cầu trên các sàn giao dịch và thường biến động theo thị trường crypto nói chung. Nhu cầu staking hoặc đốt TRX để lấy tài nguyên mạng, vốn tăng theo lưu lượng stablecoin và mức độ sử dụng ứng dụng, có thể tác động đến giá, cũng như lượng TRX bị đốt qua phí so với lượng phát hành mới.',
        'Tin tức về hệ sinh thái TRON và nhà sáng lập, các động thái của cơ quan quản lý, việc niêm yết trên sàn và sự cạnh tranh từ các mạng thanh toán chi phí thấp khác cũng ảnh hưởng đến giá. Hãy kiểm tra công cụ chuyển đổi trực tiếp để biết tỷ giá hiện tại trước khi ra quyết định.',
      ],
    },
    whereToBuy: {
      question: 'Có thể mua hoặc bán TRX ở đâu?',
      intro:
        'TRX có mặt rộng rãi trên các sàn tập trung, nơi nó được giao dịch với stablecoin, bitcoin và, trên một số nền tảng, với tiền pháp định. Một số sàn lâu năm niêm yết TRX gồm:',
      exchanges: ['Binance', 'OKX', 'Kraken', 'Bybit', 'KuCoin', 'HTX'],
      note: 'Nếu muốn tự lưu ký, các ví như TronLink và Trust Wallet hỗ trợ TRX và token TRC-20, còn SunSwap là một sàn phi tập trung trên TRON. Hãy giữ một ít TRX trong ví, hoặc staking một phần, để đủ năng lượng và băng thông cho các giao dịch của bạn.',
      reminder:
        'Hãy kiểm tra những nền tảng nào phục vụ quốc gia của bạn và so sánh phí trước khi giao dịch. Dùng các sàn uy tín, bảo vệ tài khoản bằng xác thực hai yếu tố (2FA) và giữ cụm từ khôi phục ngoại tuyến ở nơi không ai khác nhìn thấy.',
    },
  },
  related: [
    { text: 'TRX sang EUR', href: '/trx-to-eur' },
    { text: 'TRX sang GBP', href: '/trx-to-gbp' },
    { text: 'TRX sang BTC', href: '/trx-to-btc' },
    { text: 'TRX sang USDT', href: '/trx-to-usdt' },
    { text: '1.000 TRX sang USD', href: '/trx-to-usd/1000' },
    { text: 'USD sang TRX', href: '/usd-to-trx' },
    { text: 'Công cụ tính lợi nhuận crypto', href: '/crypto-profit-calculator' },
  ],
} satisfies CoinContentInput;
