import type { ArticleInput } from '@shared/schemas/content';

export default {
  title: 'Cách chúng tôi tính giá',
  intro: [
    'Mọi mức giá trực tiếp trên trang web này đều được tính từ nhiều nguồn độc lập, theo một quy tắc cố định mà ai cũng có thể kiểm chứng. Trang này giải thích quy tắc đó bằng ngôn ngữ dễ hiểu: giá lấy từ đâu, làm thế nào để chúng trở thành một con số duy nhất, điều gì xảy ra khi một nguồn sai hoặc không phản hồi, và bạn có thể xem cách tính đằng sau mọi kết quả ở đâu.',
  ],
  sections: [
    {
      heading: 'Giá được lấy từ đâu',
      paragraphs: [
        'Mỗi phút, trang web hỏi giá mới nhất từ nhiều sàn giao dịch tiền mã hóa. Mỗi sàn được hỏi bằng một yêu cầu duy nhất trả về toàn bộ thị trường của sàn cùng lúc, nên mỗi lần làm mới chỉ tốn của mỗi sàn một lệnh gọi. Giá lấy theo cách này được xem là giá trực tiếp trong phút đó; sau đó, các sàn sẽ được hỏi lại.',
        'CoinGecko, một trang tổng hợp giá, cũng được hỏi cùng lúc. Giá của CoinGecko được tính là thêm một “phiếu bầu” bên cạnh các sàn, và đây là nguồn duy nhất cho những đồng coin không được sàn nào trong số đó niêm yết.',
      ],
      list: [
        'Coinbase',
        'Kraken',
        'Bitstamp',
        'Binance',
        'OKX',
        'CoinGecko (trang tổng hợp giá)',
      ],
    },
    {
      heading: 'Ghép mỗi đồng coin với đúng thị trường',
      paragraphs: [
        'Mỗi đồng coin được ghép với thị trường tương ứng trên từng sàn thông qua một bảng do chúng tôi lập cho từng đồng coin một, không bao giờ chỉ dựa vào mã giao dịch. Hai đồng coin khác nhau có thể trùng mã: chẳng hạn TON vừa là Toncoin vừa là Tokamak Network. Chỉ đồng coin được ghi trong bảng mới nhận giá của sàn, còn đồng coin không có trong bảng sẽ chỉ được định giá theo CoinGecko.',
        'Bảng này cũng ghi lại những trường hợp một sàn đặt tên đồng coin theo cách khác (Kraken niêm yết Bitcoin là XBT) và những thị trường không được sử dụng, chẳng hạn một thị trường chỉ sao chép giá của thị trường khác và sẽ khiến cùng một mức giá bị tính hai lần.',
      ],
    },
    {
      heading: 'Tether không phải là đô la Mỹ',
      paragraphs: [
        'Binance và OKX niêm yết phần lớn đồng coin theo Tether (USDT) thay vì đô la Mỹ. Tether được thiết kế để có giá trị bằng một đô la, nhưng giá của nó vẫn dao động đôi chút, và có lúc dao động mạnh. Vì vậy, các mức giá đó được quy đổi sang đô la bằng chính giá của Tether, lấy từ các thị trường USDT/USD của các sàn và từ CoinGecko theo cùng quy tắc trung vị mô tả bên dưới.',
        'Khi Tether lệch hơn 0,5% so với một đô la, hoặc khi không có giá Tether, các mức giá niêm yết theo Tether sẽ bị loại bỏ trong phút đó. Danh sách nguồn bên dưới kết quả sẽ ghi rõ điều này, kèm giá Tether và mức lệch so với một đô la.',
      ],
    },
    {
      heading: 'Từ nhiều mức giá thành một',
      paragraphs: [
        'Với mỗi đồng coin, các mức giá mà các nguồn đưa ra trong một phút được tổng hợp theo các bước sau:',
      ],
      list: [
        'Mức giá bằng 0, âm hoặc không phải là số sẽ bị loại bỏ.',
        'Mức giá cũ hơn hai phút sẽ bị loại bỏ khi có giá mới hơn. Khi chỉ có giá cũ, chúng vẫn được sử dụng và kết quả sẽ hiển thị độ cũ của chúng.',
        'Lấy giá trung vị của các mức giá còn lại: giá trị ở giữa, hoặc trung bình cộng của hai giá trị ở giữa.',
        'Mọi nguồn lệch hơn 2% so với giá trung vị đó sẽ bị loại bỏ, và trang sẽ nêu tên nguồn cùng mức lệch, ví dụ “cao hơn trung vị 3,1%”.',
        'Giá hiển thị là giá trung vị của các nguồn được giữ lại.',
        'Độ chênh lệch (spread) bằng mức giá cao nhất được giữ lại trừ mức thấp nhất, chia cho giá trung vị đó. Độ chênh lệch nhỏ nghĩa là các nguồn rất khớp nhau.',
      ],
    },
    {
      heading: 'Khi chỉ có một hoặc hai nguồn phản hồi',
      paragraphs: [
        'Với hai nguồn, cả hai đều được dùng ngay cả khi chúng lệch nhau hơn 2%. Giá trung vị của hai mức giá nằm đúng chính giữa, nên không có đa số nào để xác định bên nào sai. Khi đó, độ chênh lệch sẽ cho thấy hai mức giá cách nhau bao xa.',
        'Với một nguồn, giá của nguồn đó được dùng nguyên trạng, và dòng chú thích bên dưới kết quả sẽ cho biết chỉ có một nguồn, kèm tên nguồn đó.',
      ],
    },
    {
      heading: 'Tiền pháp định',
      paragraphs: [
        'Tỷ giá giữa đô la Mỹ và các loại tiền truyền thống khác được lấy từ bảng tỷ giá của Coinbase và tỷ giá tiền tệ của CoinGecko, tổng hợp theo cùng quy tắc như giá coin.',
        'Ngân hàng Trung ương châu Âu (ECB) công bố tỷ giá tham chiếu cho nhiều loại tiền mỗi ngày làm việc một lần, và chúng tôi đọc tỷ giá này qua dịch vụ Frankfurter. Tỷ giá này được dùng làm giới hạn: tỷ giá trực tiếp nào lệch hơn 2% so với tỷ giá của ECB sẽ bị loại bỏ. Nếu không còn tỷ giá trực tiếp nào nằm trong giới hạn đó, chính tỷ giá của ECB sẽ được sử dụng. Những loại tiền mà ECB không công bố sẽ được tổng hợp mà không qua bước kiểm tra này.',
      ],
    },
    {
      heading: 'Quy đổi giữa hai loại tiền bất kỳ',
      paragraphs: [
        'Mọi mức giá đều được lưu theo đô la Mỹ. Tỷ giá giữa hai loại tiền là tỷ số giữa hai mức giá tính bằng đô la của chúng: giá một Bitcoin tính bằng euro là giá Bitcoin tính bằng đô la chia cho giá euro tính bằng đô la.',
        'Vì cả hai chiều đều dùng cùng hai mức giá, BTC sang EUR và EUR sang BTC luôn khớp nhau hoàn toàn; tỷ giá này là nghịch đảo của tỷ giá kia. Điều tương tự cũng đúng với mọi cặp coin.',
      ],
    },
    {
      heading: 'Khi một nguồn gặp sự cố',
      paragraphs: [
        'Nguồn nào trả về lỗi, không phản hồi kịp hoặc giới hạn số lượng yêu cầu của chúng tôi sẽ bị bỏ qua trong phút đó, và xuất hiện trong danh sách nguồn kèm lý do, chẳng hạn “bị giới hạn truy vấn trong phút này” hoặc “không phản hồi kịp thời”. Các nguồn còn lại vẫn tiếp tục hoạt động mà không cần nguồn đó.',
        'Nếu không có nguồn nào phản hồi, trang web tiếp tục hiển thị các mức giá gần nhất đã có và đánh dấu chúng là không phải dữ liệu trực tiếp, kèm độ cũ. Nếu cũng không có giá trước đó, trang sẽ hiển thị một bản chụp dữ liệu giá được đóng gói sẵn, ghi nhận vào một ngày xác định, có ghi rõ là giá trị ước tính và kèm ngày. Trang web không bao giờ hiển thị một con số bịa đặt.',
      ],
    },
    {
      heading: 'Xem cách tính ở đâu',
      paragraphs: [
        'Bên dưới mỗi kết quả quy đổi có một dòng ngắn như “Trung vị của 6 nguồn · độ chênh lệch 0,04% · 12 giây trước”. Độ cũ là độ cũ của mức giá cũ nhất được dùng. Mở dòng này sẽ thấy giá của từng nguồn tính bằng đô la Mỹ cùng độ cũ của nó, những nguồn nào được dùng và những nguồn nào bị loại, mỗi nguồn kèm lý do.',
        'API công khai trả về cùng thông tin này. Một yêu cầu GET /api/convert sẽ trả về tỷ giá cùng sources (mọi nguồn được hỏi cho một trong hai loại tiền, kèm giá, thời điểm, có được dùng hay không và lý do nếu không), sourcesUsed và sourcesAsked (bao nhiêu nguồn trong số các nguồn được hỏi đã được dùng; với một cặp gồm hai đồng coin, đây là số liệu của đồng coin có ít nguồn hơn) và spread.',
      ],
    },
    {
      heading: 'Những điều phương pháp này không làm',
      list: [
        'Phương pháp này không gán trọng số cho các nguồn theo khối lượng giao dịch. Với năm hoặc sáu nguồn, một giá trung vị đơn thuần đã đủ sức chống lại một mức giá sai đơn lẻ, và ai cũng có thể tự kiểm tra bằng tay một cách đơn giản.',
        'Giá của các sàn là giá khớp lệnh gần nhất, không phải giá mua (bid) hay giá bán (ask) mà bạn sẽ nhận được khi đặt lệnh, và không bao gồm phí giao dịch, chênh lệch giá mua – bán hay phí mạng.',
        'Mức thay đổi trong 24 giờ hiển thị bên cạnh giá là số liệu của CoinGecko.',
        'Giá lịch sử trong công cụ tính lợi nhuận và công cụ tính giả định là giá tham chiếu theo ngày từ CoinGecko và dữ liệu công khai của các sàn, không phải kết quả của quy tắc này.',
        'Các số liệu chỉ mang tính thông tin. Chúng không phải là lời chào mua hay chào bán, và cũng không phải lời khuyên tài chính.',
      ],
      links: [
        { text: 'Về chúng tôi', href: '/about' },
        { text: 'Tuyên bố miễn trừ trách nhiệm', href: '/disclaimer' },
        { text: 'Công cụ chuyển đổi crypto', href: '/' },
      ],
    },
  ],
} satisfies ArticleInput;
