import type { ArticleInput } from '@shared/schemas/content';

export default {
  title: 'Về chúng tôi',
  intro: [
    'Trang web này là công cụ chuyển đổi crypto và tính lợi nhuận miễn phí. Trang giúp bạn biết một lượng tiền mã hóa trị giá bao nhiêu bằng tiền truyền thống hoặc bằng một đồng coin khác, và một khoản đầu tư đã thay đổi ra sao giữa hai ngày, mà không cần tạo tài khoản hay chia sẻ bất kỳ thông tin cá nhân nào.',
  ],
  sections: [
    {
      heading: 'Sứ mệnh của chúng tôi',
      paragraphs: [
        'Mục tiêu của chúng tôi là giúp mọi người dễ dàng hiểu giá trị của tiền mã hóa, từ người lần đầu mua một phần nhỏ của một đồng coin đến các nhà giao dịch và doanh nghiệp làm việc với crypto hằng ngày. Chúng tôi muốn các con số rõ ràng, phương pháp đằng sau chúng minh bạch, và các công cụ không đòi hỏi đăng ký, không thu phí, không gây xao nhãng.',
        'Chúng tôi không phải nền tảng giao dịch, không nắm giữ crypto của bất kỳ ai và không khuyên ai nên mua hay bán gì. Mọi nội dung trên trang web chỉ mang tính thông tin, và chúng tôi cố gắng nói rõ các con số có ý nghĩa gì cũng như giới hạn của chúng nằm ở đâu.',
      ],
    },
    {
      heading: 'Chúng tôi cung cấp gì',
      paragraphs: [
        'Trang web tập hợp một số công cụ và hướng dẫn chuyên biệt, tất cả đều miễn phí và dùng được mà không cần tài khoản:',
      ],
      list: [
        'Công cụ chuyển đổi cho khoảng 250 đồng tiền mã hóa và khoảng 50 loại tiền pháp định, với hai chế độ “Crypto sang Fiat” và “Crypto sang Crypto”.',
        'Các trang riêng cho những cặp tiền và số lượng phổ biến, như BTC sang USD hay 0,01 BTC bằng đô la.',
        'Công cụ tính lợi nhuận crypto để tính lãi hoặc lỗ của một khoản đầu tư giữa ngày mua và ngày bán.',
        'Công cụ tính giả định cho thấy một khoản mua trong quá khứ đến nay trị giá bao nhiêu.',
        'Hướng dẫn về nhiều đồng coin riêng lẻ, giải thích chúng là gì và cách đọc kết quả quy đổi.',
      ],
      links: [
        { text: 'Công cụ chuyển đổi crypto', href: '/' },
        { text: 'Công cụ chuyển đổi BTC sang USD', href: '/btc-to-usd' },
        { text: 'Công cụ tính lợi nhuận crypto', href: '/crypto-profit-calculator' },
      ],
    },
    {
      heading: 'Dữ liệu của chúng tôi',
      paragraphs: [
        'Giá trực tiếp không được lấy từ một nhà cung cấp duy nhất. Mỗi phút, trang web hỏi giá mới nhất từ năm sàn giao dịch tiền mã hóa (Coinbase, Kraken, Bitstamp, Binance và OKX) cùng trang tổng hợp giá CoinGecko, lấy giá trung vị và loại bỏ mọi nguồn lệch hơn 2% so với giá đó, đồng thời nêu tên nguồn và lý do. Tỷ giá giữa các loại tiền truyền thống lấy từ Coinbase và CoinGecko, và được đối chiếu với tỷ giá tham chiếu hằng ngày của Ngân hàng Trung ương châu Âu.',
        'Bên dưới mỗi kết quả, một dòng ngắn cho biết bao nhiêu nguồn đã được dùng, chúng khớp nhau đến mức nào và giá đã cũ bao lâu; mở dòng này sẽ thấy giá của từng nguồn. Trang phương pháp tính của chúng tôi giải thích toàn bộ quy tắc bằng ngôn ngữ dễ hiểu, kể cả điều gì xảy ra khi một nguồn gặp sự cố.',
        'Nếu không kết nối được với nguồn nào, trang web sẽ hiển thị các mức giá gần nhất đã có, được đánh dấu là không phải dữ liệu trực tiếp. Nếu không có các mức giá đó, trang sẽ dùng một bản chụp dữ liệu giá được đóng gói sẵn, ghi nhận vào một ngày xác định; khi đó trang sẽ thông báo không có dữ liệu trực tiếp, ghi rõ các giá trị là ước tính và hiển thị ngày của bản chụp dữ liệu, để bạn luôn biết một con số cập nhật đến đâu.',
        'Giá lịch sử dùng trong công cụ tính lợi nhuận và công cụ tính giả định lấy từ CoinGecko và dữ liệu công khai của các sàn. Giá từ các nguồn khác nhau có thể chênh lệch đôi chút, và giá trị lịch sử là giá tham chiếu theo ngày chứ không phải giá chính xác của một giao dịch cụ thể nào.',
      ],
      links: [
        { text: 'Cách chúng tôi tính giá', href: '/methodology' },
        { text: 'Tuyên bố miễn trừ trách nhiệm', href: '/disclaimer' },
      ],
    },
    {
      heading: 'Liên hệ với chúng tôi',
      paragraphs: [
        'Nếu bạn có câu hỏi về trang web hoặc phát hiện điều gì có vẻ không đúng, vui lòng truy cập trang liên hệ của chúng tôi. Trước khi viết, xin lưu ý rằng trang web không có tài khoản và không giữ tiền, nên chúng tôi không thể hỗ trợ các vấn đề liên quan đến sàn giao dịch, ví hay giao dịch.',
      ],
      links: [{ text: 'Trang liên hệ', href: '/contact' }],
    },
  ],
} satisfies ArticleInput;
