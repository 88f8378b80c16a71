import type { ArticleInput } from '@shared/schemas/content';

export default {
  title: 'Công cụ chuyển đổi và tính toán crypto miễn phí cho những câu hỏi hằng ngày',
  intro: [
    '0,01 BTC bằng bao nhiêu đô la Mỹ? 250 euro mua được bao nhiêu Ethereum? Bao nhiêu token Solana thì bằng một Bitcoin? Những câu hỏi như vậy xuất hiện mỗi ngày, dù bạn đang kiểm tra số dư, lên kế hoạch mua hay định giá một sản phẩm. Công cụ tính toán và chuyển đổi crypto ở đầu trang này trả lời chúng chỉ trong vài giây, miễn phí và không cần tài khoản.',
    'Bài viết này giải thích công cụ chuyển đổi làm được gì, các con số lấy từ đâu, ai thường thấy công cụ hữu ích, cùng một vài thói quen giúp bạn đọc kết quả chính xác. Công cụ chỉ mang tính thông tin: nó không mua, bán hay nắm giữ bất kỳ đồng tiền mã hóa nào, và không nội dung nào trên trang này là lời khuyên đầu tư.',
  ],
  sections: [
    {
      heading: 'Vì sao nên dùng công cụ chuyển đổi crypto?',
      paragraphs: [
        'Giá tiền mã hóa được niêm yết theo rất nhiều cách khác nhau. Một sàn có thể hiển thị Bitcoin theo Tether, một ví có thể hiển thị số dư bằng loại tiền bạn không chọn, còn một bài báo có thể đưa ra mức giá đã cũ vài giờ. Công cụ chuyển đổi đưa tất cả về một câu hỏi đơn giản: số tiền này ngay lúc này đáng giá bao nhiêu theo đồng tiền mà tôi quan tâm?',
        'Tính tay rất dễ sai. Số lượng crypto thường có sáu hoặc tám chữ số thập phân, và chỉ cần đặt nhầm một số 0 là 0,001 BTC có thể biến thành 0,01 BTC, chênh lệch gấp mười lần. Công cụ chuyển đổi nhân số lượng với tỷ giá hiện tại giúp bạn, hiển thị tỷ giá đã dùng và cả tỷ giá nghịch đảo để bạn kiểm tra kết quả theo chiều ngược lại.',
        'Công cụ cũng giúp bạn khỏi phải chuyển qua lại giữa các ứng dụng. Thay vì mở sàn giao dịch, ví và máy tính, bạn chỉ cần nhập số lượng một lần, chọn hai loại tiền và đọc kết quả kèm thời điểm tỷ giá được làm mới gần nhất.',
      ],
    },
    {
      heading: 'Tính năng chính',
      paragraphs: [
        'Công cụ chuyển đổi được thiết kế đơn giản có chủ đích, nhưng một vài chi tiết giúp nó hữu ích hơn một phép nhân thông thường:',
      ],
      list: [
        'Tỷ giá trực tiếp từ nhiều sàn giao dịch và CoinGecko, được tổng hợp theo giá trung vị và cập nhật lại mỗi phút khi trang đang mở.',
        'Hai chế độ: “Crypto sang Fiat” để xem giá trị bằng tiền truyền thống và “Crypto sang Crypto” để so sánh trực tiếp hai đồng coin.',
        'Khoảng 250 đồng tiền mã hóa và khoảng 50 loại tiền pháp định, gồm USD, EUR, GBP, JPY và nhiều loại khác.',
        'Ô chọn Từ và Sang có tìm kiếm: gõ tên hoặc mã giao dịch để tìm nhanh loại tiền.',
        'Nút đảo chiều đổi chiều cặp tiền chỉ bằng một cú nhấp, ví dụ từ BTC sang USD thành USD sang BTC.',
        'Tỷ giá và tỷ giá nghịch đảo hiển thị cạnh mọi kết quả.',
        'Nút Làm mới để lấy tỷ giá mới khi cần, giới hạn mỗi 10 giây một lần.',
        'Thông báo rõ ràng khi không có dữ liệu trực tiếp, kèm giá trị ước tính và ngày của dữ liệu đó.',
        'Công cụ tính lãi/lỗ và công cụ tính giả định riêng, sử dụng giá lịch sử.',
      ],
    },
    {
      heading: 'Quy đổi chỉ trong vài bước',
      paragraphs: [
        'Dùng công cụ còn nhanh hơn đọc hướng dẫn. Các bước dưới đây áp dụng cho mọi cặp tiền, và mỗi cặp còn có địa chỉ riêng, chẳng hạn /btc-to-usd hay /eth-to-eur, nếu bạn muốn lưu lại để dùng sau.',
      ],
      list: [
        'Chọn thẻ: “Crypto sang Fiat” hoặc “Crypto sang Crypto”.',
        'Nhập số lượng bạn muốn quy đổi.',
        'Chọn loại tiền cần quy đổi, sau đó chọn loại tiền muốn quy đổi sang.',
        'Đọc kết quả, tỷ giá và tỷ giá nghịch đảo.',
        'Dùng nút đảo chiều để đổi hướng quy đổi, hoặc Làm mới để lấy tỷ giá mới hơn.',
      ],
      links: [
        { text: 'Công cụ chuyển đổi Bitcoin sang đô la Mỹ', href: '/btc-to-usd' },
        { text: 'Công cụ chuyển đổi Ethereum sang đô la Mỹ', href: '/eth-to-usd' },
        { text: 'Công cụ chuyển đổi Ethereum sang euro', href: '/eth-to-eur' },
        { text: 'Công cụ chuyển đổi Solana sang Bitcoin', href: '/sol-to-btc' },
      ],
    },
    {
      heading: 'Dành cho nhà giao dịch thường xuyên',
      paragraphs: [
        'Nhà giao dịch thường cần kiểm tra nhanh trước khi đặt lệnh: vị thế này trị giá bao nhiêu đô la, hoặc một khoản coin này tương đương bao nhiêu đơn vị coin khác? Thẻ “Crypto sang Crypto” trả lời trực tiếp câu hỏi thứ hai, mà bạn không cần nhẩm quy đổi qua một loại tiền pháp định trước.',
        'Lưu ý rằng công cụ chuyển đổi hiển thị tỷ giá tham chiếu tổng hợp từ nhiều thị trường. Giá trên một sàn cụ thể có thể chênh lệch đôi chút, và mức giá bạn thực nhận còn phụ thuộc vào phí, chênh lệch giữa giá mua và giá bán, cũng như mức biến động của thị trường trong lúc lệnh được khớp. Hãy dùng công cụ chuyển đổi để định hướng và dựa vào chính sàn giao dịch để có con số cuối cùng.',
      ],
    },
    {
      heading: 'Dành cho nhà đầu tư dài hạn',
      paragraphs: [
        'Nếu bạn nắm giữ crypto hàng năm trời thay vì vài ngày, có lẽ bạn ít kiểm tra giá hơn nhưng quan tâm nhiều hơn đến bức tranh tổng thể. Công cụ chuyển đổi giúp bạn nhanh chóng thấy danh mục của mình trị giá bao nhiêu bằng đồng tiền trong nước, còn công cụ tính lợi nhuận cho phép so sánh giá hôm nay với giá vào ngày bạn mua.',
        'Công cụ tính giả định trả lời một dạng câu hỏi khác: một khoản mua trong quá khứ nay trị giá bao nhiêu? Đây là cách hữu ích để hiểu tài sản crypto đã biến động mạnh đến mức nào. Kết quả quá khứ chỉ mô tả những gì đã xảy ra và không nói lên điều gì đáng tin cậy về những gì sẽ xảy ra tiếp theo.',
      ],
      links: [{ text: 'Mở công cụ tính lợi nhuận crypto', href: '/crypto-profit-calculator' }],
    },
    {
      heading: 'Dành cho người mới',
      paragraphs: [
        'Crypto có hệ thống thuật ngữ riêng, và các con số thoạt nhìn có thể khá lạ. Nhiều người không biết rằng bạn có thể sở hữu một phần rất nhỏ của một đồng coin: 0,001 BTC là một số lượng hoàn toàn bình thường, 0,05 ETH cũng vậy. Công cụ chuyển đổi giúp những phần lẻ đó trở nên cụ thể bằng cách hiển thị giá trị của chúng theo đồng tiền bạn đã quen thuộc.',
        'Vì trang web không có tài khoản và không cần đăng ký, bạn có thể thoải mái thử nghiệm. Hãy thử vài số lượng, đổi loại tiền và dùng nút đảo chiều để xem tỷ giá vận hành theo cả hai chiều ra sao. Không có gì bạn nhập bị lưu lại, và không có gì được mua hay bán.',
      ],
      links: [
        { text: '0,001 BTC bằng bao nhiêu đô la Mỹ', href: '/btc-to-usd/0.001' },
        { text: '0,05 ETH bằng bao nhiêu đô la Mỹ', href: '/eth-to-usd/0.05' },
      ],
    },
    {
      heading: 'Dành cho doanh nghiệp chấp nhận thanh toán bằng crypto',
      paragraphs: [
        'Cửa hàng, người làm tự do và nhà cung cấp dịch vụ chấp nhận tiền mã hóa cần quy đổi giá giữa tiền pháp định và crypto. Công cụ chuyển đổi giúp bạn ước tính một hóa đơn tính bằng đô la hay euro tương ứng với bao nhiêu coin, hoặc một khoản thanh toán đã nhận trị giá bao nhiêu vào khoảng thời điểm nó đến.',
        'Đối với kế toán, hồ sơ thuế hay báo giá có tính ràng buộc, hãy dựa vào tỷ giá do đơn vị xử lý thanh toán hoặc sàn giao dịch cung cấp tại thời điểm giao dịch và tự lưu hồ sơ. Giá crypto biến động nhanh, nên một báo giá chính xác cách đây một giờ có thể không còn khớp với tỷ giá hiện tại.',
      ],
    },
    {
      heading: 'Mẹo đọc kết quả quy đổi',
      paragraphs: [
        'Một vài thói quen đơn giản giúp các con số đáng tin cậy hơn và dễ hiểu hơn:',
      ],
      list: [
        'Xem thời gian “Cập nhật lần cuối” bên dưới kết quả, và bấm Làm mới nếu bạn cần tỷ giá mới nhất.',
        'Chú ý thông báo về giá trị ước tính: điều đó có nghĩa là không lấy được dữ liệu trực tiếp và tỷ giá đến từ một bản chụp dữ liệu có ghi ngày trước đó.',
        'Dùng tỷ giá nghịch đảo để kiểm tra lại phép quy đổi theo chiều ngược lại.',
        'Đếm kỹ các chữ số thập phân khi nhập số lượng nhỏ như 0,0005 BTC.',
        'Hãy nhớ rằng các sàn cộng thêm phí giao dịch và chênh lệch giá, nên số tiền bạn nhận được thường sẽ thấp hơn một chút.',
        'Coi mọi con số chỉ mang tính thông tin và xác nhận các khoản tiền quan trọng với dịch vụ bạn thực sự sử dụng.',
      ],
    },
    {
      heading: 'Bắt đầu quy đổi',
      paragraphs: [
        'Cuộn lên đầu trang, nhập số lượng và chọn loại tiền. Công cụ chuyển đổi hoàn toàn miễn phí, không cần tài khoản và không lưu bất kỳ thông tin nào về bạn ngoài lựa chọn giao diện sáng hay tối, vốn chỉ được lưu trong trình duyệt của chính bạn.',
        'Nếu muốn tìm hiểu thêm, công cụ tính lợi nhuận cho thấy một khoản đầu tư đã thay đổi ra sao giữa hai ngày, còn trang Giới thiệu giải thích dữ liệu của chúng tôi lấy từ đâu và trang web hoạt động như thế nào.',
      ],
      links: [
        { text: 'Công cụ tính lợi nhuận crypto', href: '/crypto-profit-calculator' },
        { text: 'Giới thiệu về trang web', href: '/about' },
        { text: 'Liên hệ', href: '/contact' },
      ],
    },
  ],
} satisfies ArticleInput;
