import type { ArticleInput } from '@shared/schemas/content';

export default {
  title: 'Cách sử dụng công cụ chuyển đổi BTC sang USD',
  intro: [
    'Công cụ chuyển đổi ở trên cho biết một lượng Bitcoin (BTC) trị giá bao nhiêu đô la Mỹ (USD), và một khoản tiền đô la tương ứng với bao nhiêu Bitcoin. Công cụ dùng giá trung vị của các mức giá mới nhất từ năm sàn giao dịch và CoinGecko, đồng thời hiển thị cả tỷ giá lẫn tỷ giá nghịch đảo để bạn tự kiểm tra mọi kết quả.',
  ],
  sections: [
    {
      heading: 'Quy đổi BTC sang USD',
      paragraphs: [
        'Để biết giá trị bằng đô la của một lượng Bitcoin, hãy làm theo các bước sau. Trang mở ra với cặp BTC sang USD được chọn sẵn, nên thường bạn chỉ cần thay đổi số lượng.',
      ],
      list: [
        'Đảm bảo thẻ “Crypto sang Fiat” đang được chọn.',
        'Nhập số bitcoin vào ô Số lượng, ví dụ 0,01 hoặc 0,25.',
        'Kiểm tra rằng loại tiền ở mục Từ là Bitcoin (BTC) và ở mục Sang là Đô la Mỹ (USD).',
        'Đọc giá trị bằng đô la trong bảng kết quả, cùng tỷ giá BTC sang USD.',
        'Bấm Làm mới nếu bạn muốn có tỷ giá mới hơn; nút này dùng được mỗi 10 giây một lần.',
      ],
    },
    {
      heading: 'Quy đổi USD sang BTC',
      paragraphs: [
        'Để xem một khoản tiền đô la tương ứng với bao nhiêu Bitcoin, hãy đảo chiều cặp tiền. Nút đảo chiều nằm giữa hai ô chọn tiền tệ sẽ làm việc này chỉ với một cú nhấp.',
      ],
      list: [
        'Bấm nút đảo chiều hình tròn nằm giữa mục Từ và Sang, để mục Từ là USD và mục Sang là BTC.',
        'Nhập số tiền đô la, ví dụ 100 hoặc 1.000.',
        'Đọc kết quả bằng BTC; với số tiền nhỏ, kết quả có thể có nhiều chữ số thập phân.',
        'Dùng tỷ giá nghịch đảo để xem giá bằng đô la của một bitcoin nguyên vẹn.',
        'Bấm nút đảo chiều lần nữa để quay lại BTC sang USD.',
      ],
    },
    {
      heading: 'Các số lượng BTC phổ biến',
      paragraphs: [
        'Phần lớn mọi người nắm giữ hoặc gửi phần lẻ của một bitcoin thay vì cả đồng. Các trang dưới đây mở công cụ chuyển đổi với một số lượng phổ biến đã được điền sẵn:',
      ],
      links: [
        { text: '0,1 BTC sang USD', href: '/btc-to-usd/0.1' },
        { text: '0,05 BTC sang USD', href: '/btc-to-usd/0.05' },
        { text: '0,01 BTC sang USD', href: '/btc-to-usd/0.01' },
        { text: '0,005 BTC sang USD', href: '/btc-to-usd/0.005' },
        { text: '0,003 BTC sang USD', href: '/btc-to-usd/0.003' },
        { text: '0,0025 BTC sang USD', href: '/btc-to-usd/0.0025' },
        { text: '0,002 BTC sang USD', href: '/btc-to-usd/0.002' },
        { text: '0,001 BTC sang USD', href: '/btc-to-usd/0.001' },
        { text: '0,0005 BTC sang USD', href: '/btc-to-usd/0.0005' },
        { text: '0,0002 BTC sang USD', href: '/btc-to-usd/0.0002' },
        { text: '0,0001 BTC sang USD', href: '/btc-to-usd/0.0001' },
        { text: '0,00001 BTC sang USD', href: '/btc-to-usd/0.00001' },
      ],
    },
    {
      heading: 'Phép quy đổi được tính như thế nào',
      paragraphs: [
        'Bản thân phép tính rất đơn giản: giá trị bằng đô la bằng số lượng BTC nhân với tỷ giá BTC sang USD hiện tại. Nếu tỷ giá là giá của một bitcoin tính bằng đô la, thì 0,01 BTC có giá trị bằng một phần trăm mức giá đó, còn 0,5 BTC có giá trị bằng một nửa.',
        'Tỷ giá nghịch đảo bằng một chia cho tỷ giá. Với cặp BTC sang USD, nó cho biết một đô la mua được bao nhiêu bitcoin, vốn là một con số rất nhỏ. Khi bạn quy đổi USD sang BTC, công cụ chia số tiền đô la cho giá của một bitcoin, cho ra kết quả giống hệt như khi nhân với tỷ giá nghịch đảo.',
        'Tỷ giá là giá tham chiếu: giá trung vị của các mức giá từ năm sàn giao dịch và CoinGecko, trong đó mọi mức giá lệch xa so với phần còn lại đều bị loại bỏ. Đây không phải giá của riêng một sàn nào, nên một sàn có thể báo giá cao hơn hoặc thấp hơn đôi chút, và phí cùng chênh lệch giá sẽ làm thay đổi số tiền bạn thực nhận nếu giao dịch.',
        'Nếu không kết nối được với nguồn nào, trang sẽ hiển thị tỷ giá gần nhất đã có và đánh dấu là không phải dữ liệu trực tiếp. Nếu không có tỷ giá đó, trang sẽ thông báo cho bạn và dùng một bản chụp dữ liệu giá có ghi ngày trước đó. Các giá trị này được ghi rõ là ước tính: chúng cho biết khoản tiền đó trị giá khoảng bao nhiêu vào ngày được hiển thị, chứ không phải giá trị ngay lúc này. Hãy bấm Làm mới sau đó để thử lấy lại tỷ giá trực tiếp.',
      ],
      links: [{ text: 'Cách chúng tôi tính giá', href: '/methodology' }],
    },
    {
      heading: 'Câu hỏi thường gặp',
      faqs: [
        {
          question: 'Tỷ giá BTC sang USD được cập nhật bao lâu một lần?',
          answer: [
            'Trang yêu cầu tỷ giá mới mỗi phút trong khi đang mở, và thời điểm làm mới gần nhất được hiển thị bên dưới kết quả. Bạn cũng có thể bấm Làm mới để yêu cầu tỷ giá mới hơn, tối đa mỗi 10 giây một lần.',
          ],
        },
        {
          question: 'Vì sao kết quả khác với giá trên sàn của tôi?',
          answer: [
            'Mỗi sàn có sổ lệnh riêng, nên giá giữa các nơi giao dịch chênh lệch nhau đôi chút. Công cụ chuyển đổi hiển thị tỷ giá tham chiếu tổng hợp. Sàn giao dịch còn thu phí giao dịch và có chênh lệch giữa giá mua và giá bán, hai yếu tố này cộng lại thường làm giảm số tiền bạn nhận được.',
          ],
        },
        {
          question: 'Một bitcoin có bao nhiêu satoshi?',
          answer: [
            'Một bitcoin được chia thành 100.000.000 satoshi, thường được gọi tắt là sats. Như vậy 0,001 BTC bằng 100.000 satoshi, và 0,00001 BTC bằng 1.000 satoshi. Công cụ chuyển đổi tính theo đơn vị BTC, vì vậy hãy nhập số satoshi dưới dạng số thập phân tương đương.',
          ],
        },
        {
          question: 'Tôi có thể mua hoặc bán bitcoin trên trang này không?',
          answer: [
            'Không. Trang này chỉ là công cụ tính toán mang tính thông tin. Đây không phải nền tảng giao dịch, không nắm giữ bất kỳ đồng tiền mã hóa nào và không có tài khoản người dùng. Để mua hoặc bán, bạn cần dùng một sàn giao dịch hoặc dịch vụ khác do bạn lựa chọn, sau khi đã tự tìm hiểu kỹ.',
          ],
        },
      ],
    },
  ],
} satisfies ArticleInput;
