import type { ArticleInput } from '@shared/schemas/content';

export default {
  title: 'Cách sử dụng công cụ tính lợi nhuận crypto',
  intro: [
    'Công cụ tính lợi nhuận crypto cho thấy một khoản tiền đầu tư vào một đồng tiền mã hóa đã thay đổi giá trị như thế nào giữa hai ngày. Công cụ có ba thẻ. Thẻ Tính lãi/lỗ làm việc với ngày mua và ngày bán do bạn chọn, còn thẻ Tính giả định trả lời một câu hỏi đơn giản hơn: một khoản đầu tư vào một ngày trong quá khứ đến nay trị giá bao nhiêu? Thẻ DCA (dollar-cost averaging, trung bình giá) trả lời câu hỏi thứ ba: nếu mua một số tiền cố định mỗi ngày, mỗi tuần hoặc mỗi tháng giữa hai ngày thì đến nay trị giá bao nhiêu?',
    'Cả ba thẻ đều dùng giá lịch sử theo ngày. Chúng mô tả những gì đã xảy ra và không đưa ra dự báo nào. Số tiền và kết quả được tính bằng tiền tệ chọn ở ô Tiền tệ cơ sở phía trên các thẻ: đô la Mỹ, trừ khi bạn chọn loại khác. Công cụ tính chỉ mang tính thông tin: nó không giao dịch, không nắm giữ tiền và không kết nối với bất kỳ tài khoản sàn giao dịch nào.',
  ],
  sections: [
    {
      heading: 'Sử dụng thẻ Tính lãi/lỗ',
      paragraphs: [
        'Hãy dùng thẻ này khi bạn biết, hoặc muốn thử nghiệm, cả hai đầu của một khoản đầu tư: thời điểm mua và thời điểm bán. Biểu mẫu có sẵn các giá trị mặc định hợp lý, nên bạn chỉ cần thay đổi những ô mình quan tâm.',
      ],
      list: [
        'Chọn thẻ Tính lãi/lỗ.',
        'Chọn đồng coin bạn muốn xem.',
        'Nhập số vốn đầu tư ban đầu bằng tiền tệ cơ sở. Ô này mặc định là 1.000.',
        'Chọn ngày mua. Giá trị mặc định là ngày 1/1/2022.',
        'Chọn ngày bán. Giá trị mặc định là hôm nay, và không thể chọn ngày sau hôm nay.',
        'Nếu muốn, nhập phí sàn dưới dạng phần trăm. Mức phí 0,1% đến 0,5% là phổ biến, và phí được áp dụng cho cả lần mua lẫn lần bán.',
        'Nếu muốn, nhập số lượng bạn đang nắm giữ. Thông tin này chỉ để bạn tham khảo và không làm thay đổi phép tính.',
        'Bấm Tính toán.',
        'Đọc kết quả. Bấm Sao chép kết quả để sao chép dưới dạng văn bản, hoặc chia sẻ địa chỉ trang: sau khi tính, địa chỉ này chứa mọi dữ liệu đầu vào của thẻ cùng tiền tệ cơ sở, nên liên kết sẽ mở công cụ tính với đúng các dữ liệu đó, sẵn sàng để tính lại.',
      ],
    },
    {
      heading: 'Sử dụng thẻ Tính giả định',
      paragraphs: [
        'Thẻ này xem xét một ngày trong quá khứ và so sánh với hôm nay. Đây là cách nhanh để thấy một đồng coin đã biến động ra sao kể từ một ngày bạn nhớ, chẳng hạn ngày bạn lần đầu nghe đến nó hay ngày đầu năm.',
      ],
      list: [
        'Chọn thẻ Tính giả định.',
        'Chọn đồng coin bạn muốn xem.',
        'Nhập số tiền bằng tiền tệ cơ sở. Ô này mặc định là 1.000.',
        'Chọn một ngày trong quá khứ. Giá trị mặc định là ngày 15/3/2020.',
        'Bấm Tính toán để xem số tiền đó, nếu được đầu tư vào đồng coin vào ngày đã chọn, hôm nay trị giá bao nhiêu.',
        'Sao chép kết quả hoặc chia sẻ liên kết giống như trên thẻ Tính lãi/lỗ.',
      ],
    },
    {
      heading: 'Sử dụng thẻ DCA',
      paragraphs: [
        'Trung bình giá (dollar-cost averaging, DCA) là mua một số tiền cố định theo những khoảng thời gian đều đặn thay vì đầu tư tất cả một lần. Thẻ này cho thấy một kế hoạch như vậy với một đồng coin đến nay trị giá bao nhiêu. Thẻ cũng so sánh kế hoạch đó với việc đầu tư cùng tổng số tiền trong một lần mua vào ngày mua đầu tiên.',
      ],
      list: [
        'Chọn thẻ DCA.',
        'Chọn đồng coin bạn muốn xem.',
        'Nhập số tiền mỗi lần mua bằng tiền tệ cơ sở. Ô này mặc định là 100.',
        'Chọn tần suất: Hằng ngày, Hằng tuần hoặc Hằng tháng. Giá trị mặc định là Hằng tuần. Mua hằng tuần diễn ra bảy ngày một lần kể từ ngày bắt đầu. Mua hằng tháng diễn ra vào cùng ngày trong tháng với ngày bắt đầu, hoặc vào ngày cuối tháng với những tháng ngắn hơn.',
        'Chọn ngày bắt đầu. Giá trị mặc định là ngày 1/1/2022, và lịch mua bắt đầu từ ngày này.',
        'Chọn ngày kết thúc. Giá trị mặc định là hôm nay, và không thể chọn ngày sau hôm nay. Ngày bắt đầu phải trước ngày kết thúc, và khoảng thời gian tối đa là 20 năm.',
        'Bấm Tính toán.',
        'Đọc kết quả. Kết quả cho biết số lần mua, tổng số tiền đầu tư, số coin tích lũy, giá vốn trung bình mỗi coin, giá trị hiện tại và lãi hoặc lỗ. Bên dưới, một bảng so sánh kế hoạch với đầu tư một lần: cùng tổng số tiền đó được đầu tư một lần vào ngày mua đầu tiên. Một câu bên dưới bảng cho biết cách nào cho kết quả tốt hơn và tốt hơn bao nhiêu.',
        'Chia sẻ địa chỉ trang để gửi các dữ liệu đầu vào, giống như trên các thẻ khác. Thẻ này không có nút Sao chép kết quả.',
      ],
    },
    {
      heading: 'Hiểu kết quả của bạn',
      paragraphs: [
        'Giá trị ban đầu là số tiền bạn đã nhập, tính bằng tiền tệ cơ sở. Giá trị cuối cùng là giá trị của số coin mua được bằng khoản tiền đó vào ngày bán, hoặc vào hôm nay nếu ngày bán là hôm nay. Trên thẻ Tính giả định, giá trị cuối cùng luôn được tính theo hôm nay. Trên thẻ DCA, giá trị hiện tại cũng được tính theo hôm nay, kể cả khi ngày kết thúc đã qua.',
        'Lãi hoặc lỗ bằng giá trị cuối cùng trừ giá trị ban đầu. Kết quả được hiển thị với nhãn màu xanh lá khi bằng 0 hoặc dương, và nhãn màu đỏ khi âm. Phần trăm thay đổi thể hiện cùng mức chênh lệch đó dưới dạng tỷ lệ so với giá trị ban đầu, làm tròn đến hai chữ số thập phân.',
        'Trên thẻ Tính lãi/lỗ và thẻ Tính giả định, kết quả cũng liệt kê giá của đồng coin vào từng ngày, kèm theo chính các ngày đó, để bạn tự kiểm tra số liệu. Biểu đồ thể hiện giá trong suốt giai đoạn, có đánh dấu điểm mua và điểm bán. Biểu đồ rất đáng xem: giữa hai ngày có thể chỉ thay đổi khiêm tốn, trong khi ở khoảng giữa giá đã tăng vọt hoặc lao dốc.',
        'Nói một cách đơn giản, phép tính diễn ra như sau. Số tiền được chia cho giá vào ngày mua, cho ra số coin mua được. Số coin đó được nhân với giá vào ngày bán để có giá trị cuối cùng. Lợi nhuận là giá trị cuối cùng trừ giá trị ban đầu, còn phần trăm là lợi nhuận chia cho giá trị ban đầu, nhân với 100. Ví dụ, với mức giá giả định, 1.000 USD ở mức 40 USD mỗi coin mua được 25 coin; ở mức 50 USD mỗi coin, số coin đó trị giá 1.250 USD, tức lợi nhuận 250 USD, hay 25,00%. Trên thẻ DCA, mỗi lần mua được số coin bằng số tiền mỗi lần mua chia cho giá của ngày đó. Giá trị hiện tại là toàn bộ số coin tích lũy nhân với giá hiện tại, lãi hoặc lỗ là giá trị hiện tại trừ tổng số tiền đầu tư, còn giá vốn trung bình mỗi coin là tổng số tiền đầu tư chia cho số coin tích lũy.',
        'Nếu bạn nhập phí sàn, phí sẽ bị trừ hai lần. Khi mua, chỉ số tiền sau khi trừ phí được quy đổi thành coin, và khi bán, khoản nhận về là giá trị số coin trừ đi phí. Với mức phí 0,5% và giá không đổi, 1.000 USD sẽ còn khoảng 990 USD, tức lỗ gần 1% chỉ riêng vì phí. Lợi nhuận và phần trăm vẫn được tính so với toàn bộ số tiền bạn đã nhập. Thẻ DCA không có ô phí, nên kết quả của thẻ này không tính phí.',
        'Mỗi mức giá lịch sử là giá bằng đô la Mỹ vào lúc 00:00 UTC của ngày đó. Với tiền tệ cơ sở khác, mức giá đó được quy đổi theo tỷ giá tham chiếu của cùng ngày (vào cuối tuần và ngày lễ là tỷ giá của ngày làm việc gần nhất trước đó), và ghi chú bên dưới kết quả nêu các tỷ giá đã dùng. Crypto được giao dịch suốt ngày đêm nên không có giá đóng cửa chính thức; chọn một mốc giờ cố định giúp mỗi ngày có một mức giá nhất quán, giống nhau với mọi người xem ở mọi múi giờ. Tại Mỹ, 00:00 UTC rơi vào buổi tối của ngày hôm trước. Khi ngày bán là hôm nay, công cụ sẽ dùng giá hiện tại. Vì mức giá này liên tục thay đổi, kết quả dùng nó có thể khác đi nếu bạn tính lại hoặc mở một liên kết chia sẻ vào lúc khác.',
        'Giá trong năm gần nhất lấy từ CoinGecko. Giá cũ hơn lấy từ dữ liệu thị trường công khai của Coinbase, DefiLlama và Binance, với Bitcoin thì dữ liệu có từ năm 2013. Nếu một đồng coin chưa được giao dịch vào ngày bạn chọn, trang sẽ thông báo và hiển thị ngày đầu tiên có dữ liệu giá. Trên thẻ DCA, những ngày mua theo lịch không có giá sẽ bị bỏ qua, và kết quả cho biết có bao nhiêu ngày như vậy.',
        'Kết quả chỉ là một mô hình, không phải bản ghi của một giao dịch thực tế. Giao dịch mua hay bán thật của bạn diễn ra vào một thời điểm cụ thể trong ngày trên một sàn cụ thể, nên giá bạn đã trả có lẽ hơi khác. Kết quả cũng không tính đến thuế, trượt giá (khoảng chênh giữa mức giá bạn kỳ vọng và mức giá lệnh thực sự được khớp), chênh lệch giá mua – bán, cũng như phí rút tiền hay phí mạng.',
      ],
    },
    {
      heading: 'Bốn lời khuyên cho nhà đầu tư crypto',
      paragraphs: [
        'Đây là những điểm chung dành cho bất kỳ ai theo dõi tiền mã hóa, không phải lời khuyên đầu tư. Công cụ tính mô tả quá khứ, và biến động giá trong quá khứ không cho bạn biết bất kỳ đồng coin nào sẽ diễn biến ra sao tiếp theo.',
      ],
      list: [
        'Suy nghĩ theo khung thời gian. Cùng một đồng coin có thể lãi trong giai đoạn này nhưng lỗ ở giai đoạn khác, vì vậy hãy thử nhiều khoảng thời gian trong công cụ tính thay vì chỉ dựa vào một cặp ngày.',
        'Tính đến chi phí. Phí giao dịch, chênh lệch giá và phí mạng cộng dồn lại, nhất là khi bạn giao dịch thường xuyên. Ô phí cho thấy một khoản phí trả cho cả lần mua lẫn lần bán làm giảm kết quả như thế nào.',
        'Lưu hồ sơ để khai thuế. Tại Mỹ và nhiều quốc gia khác, việc bán, hoán đổi hay chi tiêu crypto có thể là sự kiện chịu thuế. Hãy ghi lại ngày, số lượng, giá và phí của mọi giao dịch, và hỏi chuyên gia thuế về những quy định áp dụng với bạn.',
        'Đừng bao giờ đầu tư nhiều hơn số tiền bạn có thể chấp nhận mất. Giá crypto có thể giảm mạnh và nhanh, và một số đồng coin mất phần lớn giá trị vĩnh viễn.',
      ],
    },
    {
      heading: 'Quy đổi theo tỷ giá hôm nay',
      paragraphs: [
        'Công cụ tính lợi nhuận nhìn về quá khứ. Để xem một lượng crypto hiện trị giá bao nhiêu, hoặc một khoản tiền tương ứng với bao nhiêu coin theo tỷ giá hiện tại, hãy mở công cụ chuyển đổi.',
      ],
      links: [
        { text: 'Công cụ chuyển đổi crypto', href: '/' },
        { text: 'BTC sang USD', href: '/btc-to-usd' },
        { text: 'ETH sang USD', href: '/eth-to-usd' },
      ],
    },
  ],
} satisfies ArticleInput;
