import type { ArticleInput } from '@shared/schemas/content';

const about: ArticleInput = {
  title: 'Giới thiệu về Ethereum',
  intro: [
    'Ethereum là một blockchain công khai vận hành các chương trình gọi là hợp đồng thông minh. Ether (ETH) là đồng tiền gốc của mạng: ETH dùng để trả phí giao dịch, còn gọi là gas, và là tài sản mà các validator staking để góp phần bảo mật mạng lưới.',
  ],
  sections: [
    {
      heading: 'Ethereum là gì',
      paragraphs: [
        'Ethereum được Vitalik Buterin mô tả trong sách trắng năm 2013 và ra mắt vào tháng 7/2015. Nếu Bitcoin được thiết kế chủ yếu như tiền kỹ thuật số, thì Ethereum được thiết kế như một nền tảng đa năng: bất kỳ ai cũng có thể triển khai mã lên đó, và mã này chạy đúng như được viết trên hàng nghìn máy tính khắp thế giới.',
        'Nhiều token khác, bao gồm stablecoin và token quản trị, tồn tại trên Ethereum dưới dạng hợp đồng thông minh. Các sàn phi tập trung, giao thức cho vay, chợ NFT và nhiều mạng layer 2 được xây dựng trên Ethereum hoặc quyết toán giao dịch của chúng trên đó.',
      ],
    },
    {
      heading: 'Mạng lưới hoạt động như thế nào',
      paragraphs: [
        'Kể từ bản nâng cấp mang tên The Merge vào tháng 9/2022, Ethereum sử dụng Proof of Stake (PoS). Các validator khóa ETH làm tài sản thế chấp, đề xuất và xác thực các khối mới, đồng thời nhận phần thưởng cho công việc đó; nếu có hành vi sai phạm, một phần số ETH staking của họ có thể bị tịch thu. Trước The Merge, Ethereum dùng cơ chế đào Proof of Work (PoW), vốn tiêu tốn nhiều năng lượng hơn rất nhiều.',
        'Mọi giao dịch đều trả phí bằng ETH. Kể từ một bản nâng cấp vào tháng 8/2021, một phần của mỗi khoản phí, gọi là phí cơ sở (base fee), bị đốt, nghĩa là bị loại bỏ vĩnh viễn khỏi lưu thông. Tổng cung tăng hay giảm theo thời gian phụ thuộc vào mức độ bận rộn của mạng lưới.',
      ],
    },
    {
      heading: 'Các đơn vị của Ether',
      paragraphs: [
        'Ether có thể chia nhỏ đến 18 chữ số thập phân. Đơn vị nhỏ nhất gọi là wei, và một ETH bằng một tỷ tỷ wei. Giá gas thường được tính bằng gwei, trong đó một gwei bằng một phần tỷ ETH, nên những khoản phí trông có vẻ lớn khi tính bằng gwei thường lại nhỏ khi quy ra ETH.',
      ],
    },
  ],
};

const conversion: ArticleInput = {
  title: 'Quy đổi ETH',
  intro: [
    'Công cụ chuyển đổi ở trên cho biết giá trị của bất kỳ lượng ETH nào bằng đô la Mỹ và khoảng 50 loại tiền pháp định khác, hoặc bằng một đồng tiền mã hóa khác. Tỷ giá là giá trung vị từ nhiều sàn giao dịch và CoinGecko, được cập nhật lại mỗi phút trong khi trang đang mở.',
  ],
  sections: [
    {
      heading: 'Quy đổi ETH sang USD và ngược lại',
      paragraphs: [
        'Nhập một lượng ETH và đọc giá trị bằng đô la trong bảng kết quả. Giá trị này bằng số lượng nhân với tỷ giá ETH sang USD hiện tại, và tỷ giá được dùng sẽ hiển thị bên dưới kết quả cùng tỷ giá nghịch đảo.',
        'Để quy đổi theo chiều ngược lại, hãy bấm nút đảo chiều nằm giữa hai ô chọn tiền tệ. Khi đó công cụ sẽ chia số tiền đô la của bạn cho giá của một ETH và cho biết số tiền đó tương ứng với bao nhiêu ether.',
      ],
      list: [
        'Chọn “Crypto sang Fiat” để quy đổi sang USD, EUR, GBP và các loại tiền truyền thống khác.',
        'Chọn “Crypto sang Crypto” để so sánh ETH với Bitcoin, Solana hoặc một đồng coin khác.',
        'Dùng ô tìm kiếm trong mỗi ô chọn để tìm loại tiền theo tên hoặc mã giao dịch.',
        'Bấm Làm mới để lấy tỷ giá mới hơn, tối đa mỗi 10 giây một lần.',
      ],
    },
    {
      heading: 'Những yếu tố ảnh hưởng đến số tiền bạn nhận được',
      paragraphs: [
        'Công cụ chuyển đổi hiển thị tỷ giá tham chiếu, không phải báo giá của một sàn cụ thể. Nếu bạn thực sự bán ETH, số tiền nhận được phụ thuộc vào giá trên sàn tại thời điểm đó, phí giao dịch của sàn, chênh lệch giữa giá mua và giá bán, cùng mọi khoản phí rút tiền.',
        'Chuyển ETH trên blockchain cũng tốn phí gas. Phí gas thay đổi theo nhu cầu sử dụng mạng, nên khi mạng bận, việc gửi một khoản nhỏ có thể tốn một phần đáng kể giá trị của nó. Các mạng layer 2 thường thu phí thấp hơn nhiều so với mạng chính Ethereum.',
      ],
      links: [
        { text: 'Công cụ chuyển đổi ETH sang USD', href: '/eth-to-usd' },
        { text: 'Công cụ chuyển đổi ETH sang EUR', href: '/eth-to-eur' },
        { text: 'Công cụ chuyển đổi ETH sang GBP', href: '/eth-to-gbp' },
      ],
    },
  ],
};

const investing: ArticleInput = {
  title: 'Đầu tư ETH',
  intro: [
    'Phần này giải thích một số khái niệm chung mà mọi người thường xem xét khi cân nhắc nắm giữ ether. Nội dung chỉ nhằm mục đích giáo dục: đây không phải lời khuyên đầu tư và không hàm ý rằng bạn nên mua, bán hay nắm giữ ETH.',
  ],
  sections: [
    {
      heading: 'Các cách nắm giữ ETH',
      paragraphs: [
        'Có người mua ETH trên sàn và để nguyên ở đó, có người chuyển sang ví do mình kiểm soát, và có người staking để tham gia xác thực mạng lưới. Mỗi cách đều có sự đánh đổi khác nhau giữa tính tiện lợi, quyền kiểm soát và rủi ro.',
        'Staking có thể mang lại phần thưởng nhưng cũng đi kèm rủi ro: ETH đã staking có thể mất thời gian mới rút được, validator có hành vi sai phạm hoặc ngừng hoạt động có thể mất một phần số ETH staking, và các dịch vụ staking cũng như token liquid staking còn có thêm rủi ro đối tác và rủi ro hợp đồng thông minh riêng.',
      ],
    },
    {
      heading: 'Những rủi ro cần hiểu rõ',
      paragraphs: [
        'Giá ETH đã nhiều lần tăng và giảm mạnh, có lúc mất hơn một nửa giá trị chỉ trong vài tháng. Bất kỳ ai cân nhắc đầu tư đều nên chuẩn bị tinh thần cho những biến động lớn và khả năng thua lỗ.',
      ],
      list: [
        'Biến động: giá có thể thay đổi đáng kể chỉ trong vài giờ hoặc vài ngày.',
        'Rủi ro lưu ký: sàn giao dịch có thể sụp đổ hoặc bị tấn công, và mất khóa riêng tư thường đồng nghĩa với mất tiền.',
        'Rủi ro hợp đồng thông minh: lỗi trong các ứng dụng xây dựng trên Ethereum đã gây ra những khoản thiệt hại lớn.',
        'Rủi ro pháp lý: quy định về tài sản crypto khác nhau giữa các quốc gia và có thể thay đổi.',
        'Lừa đảo: token giả, trang web lừa đảo (phishing) và kẻ mạo danh rất phổ biến.',
      ],
    },
    {
      heading: 'Tự tìm hiểu kỹ',
      paragraphs: [
        'Trước khi đưa ra bất kỳ quyết định tài chính nào, hãy đọc các nguồn gốc như tài liệu chính thức của Ethereum, tìm hiểu rõ phí và quy định của mọi dịch vụ bạn sử dụng, và cân nhắc trao đổi với chuyên gia tài chính có chuyên môn, hiểu rõ hoàn cảnh của bạn.',
        'Công cụ tính lợi nhuận trên trang này có thể cho thấy một khoản mua trong quá khứ đã thay đổi giá trị ra sao giữa hai ngày. Đó chỉ là mô tả lịch sử: biến động giá trong quá khứ không dự báo được biến động trong tương lai.',
      ],
      links: [{ text: 'Công cụ tính lợi nhuận crypto', href: '/crypto-profit-calculator' }],
    },
  ],
};

const history: ArticleInput = {
  title: 'Lịch sử giá Ethereum',
  intro: [
    'Bảng dưới đây liệt kê một số thời điểm định hình lịch sử của Ethereum, kèm mức giá tương đối của một ETH tính bằng đô la Mỹ vào khoảng mỗi thời điểm. Giá đã được làm tròn và chỉ là ước tính; giá thực tế khác nhau giữa các sàn và trong từng ngày.',
  ],
  sections: [
    {
      heading: 'Các mốc quan trọng trong lịch sử giá Ethereum',
      paragraphs: [
        'Những con số này nhằm giúp bạn hình dung về quy mô, không phải giá trị chính xác. Để biết giá vào một ngày cụ thể, hãy dùng công cụ tính lợi nhuận, nơi tra cứu giá lịch sử.',
      ],
      table: {
        columns: ['Thời điểm', 'Giá ước tính (USD)', 'Sự kiện đáng chú ý'],
        rows: [
          ['Tháng 7/2015', 'Chưa có giá thị trường (giao dịch đầu tiên vào tháng 8/2015, quanh mức 3 USD)', 'Mainnet Ethereum ra mắt'],
          ['Tháng 6/2016', 'Khoảng 20 USD', 'Vụ tấn công The DAO, sau đó là đợt hard fork vào tháng 7/2016'],
          ['Tháng 1/2018', 'Khoảng 1.400 USD', 'Đỉnh của chu kỳ thị trường 2017–2018'],
          ['Tháng 3/2020', 'Khoảng 110 USD', 'Cú sập mạnh trên các thị trường toàn cầu'],
          ['Tháng 11/2021', 'Khoảng 4.800 USD', 'Mức cao nhất mọi thời đại tính đến thời điểm đó'],
          ['Tháng 9/2022', 'Khoảng 1.600 USD', 'The Merge chuyển Ethereum sang Proof of Stake (PoS)'],
        ],
      },
      links: [{ text: 'Tra cứu giá lịch sử trong công cụ tính lợi nhuận', href: '/crypto-profit-calculator' }],
    },
    {
      heading: 'Các số lượng ETH phổ biến',
      paragraphs: [
        'Các trang dưới đây mở công cụ chuyển đổi với một số lượng ETH thường dùng đã được điền sẵn, quy ra đô la Mỹ theo tỷ giá mới nhất hiện có:',
      ],
      links: [
        { text: '1 ETH sang USD', href: '/eth-to-usd/1' },
        { text: '0,5 ETH sang USD', href: '/eth-to-usd/0.5' },
        { text: '0,2 ETH sang USD', href: '/eth-to-usd/0.2' },
        { text: '0,1 ETH sang USD', href: '/eth-to-usd/0.1' },
        { text: '0,05 ETH sang USD', href: '/eth-to-usd/0.05' },
        { text: '0,03 ETH sang USD', href: '/eth-to-usd/0.03' },
        { text: '0,02 ETH sang USD', href: '/eth-to-usd/0.02' },
        { text: '0,01 ETH sang USD', href: '/eth-to-usd/0.01' },
        { text: '0,005 ETH sang USD', href: '/eth-to-usd/0.005' },
        { text: '0,001 ETH sang USD', href: '/eth-to-usd/0.001' },
      ],
    },
  ],
};

const faq: ArticleInput = {
  title: 'Câu hỏi thường gặp về công cụ chuyển đổi Ethereum',
  sections: [
    {
      heading: 'Câu hỏi thường gặp',
      faqs: [
        {
          question: 'Tỷ giá ETH sang USD lấy từ đâu?',
          answer: [
            'Mỗi phút, trang web hỏi giá ETH từ năm sàn giao dịch (Coinbase, Kraken, Bitstamp, Binance và OKX) cùng CoinGecko rồi hiển thị giá trung vị, loại bỏ mọi nguồn lệch xa so với phần còn lại. Dòng chú thích bên dưới kết quả nêu tên từng nguồn và độ cũ của dữ liệu. Nếu không kết nối được với nguồn nào, trang sẽ hiển thị tỷ giá gần nhất đã có, được đánh dấu là không phải dữ liệu trực tiếp, hoặc các giá trị ước tính từ một bản chụp dữ liệu có ghi ngày trước đó.',
          ],
        },
        {
          question: 'Làm sao để hiểu một kết quả được tính theo tỷ giá trước đó?',
          answer: [
            'Mọi kết quả đều phụ thuộc vào tỷ giá tại thời điểm được tính. Ví dụ, một kết quả ghi 1 ETH = 2.641 USD có nghĩa là theo tỷ giá trong quá khứ đó, một ether được định giá 2.641 đô la Mỹ, và 0,5 ETH khi ấy trị giá 1.320,50 đô la Mỹ.',
            'Con số đó chỉ mô tả đúng thời điểm nó được ghi nhận. Để biết giá trị hiện tại, hãy xem tỷ giá trực tiếp trong công cụ chuyển đổi và kiểm tra thời gian “Cập nhật lần cuối” bên dưới kết quả.',
          ],
        },
        {
          question: '0,1 ETH bằng bao nhiêu đô la Mỹ?',
          answer: [
            'Hãy nhân 0,1 với tỷ giá ETH sang USD hiện tại, hoặc mở trang 0,1 ETH được liên kết bên dưới, nơi số lượng đã được điền sẵn và giá trị được tính theo tỷ giá mới nhất hiện có.',
          ],
        },
        {
          question: 'Công cụ chuyển đổi có tính cả phí vào kết quả không?',
          answer: [
            'Không. Công cụ chuyển đổi hiển thị giá trị thị trường của một khoản tiền trước mọi chi phí. Các sàn thường thu phí giao dịch và có chênh lệch giữa giá mua và giá bán, còn việc gửi ETH trên mạng lưới tốn phí gas, nên số tiền bạn thực nhận thường sẽ thấp hơn một chút.',
          ],
        },
      ],
      links: [{ text: '0,1 ETH sang USD', href: '/eth-to-usd/0.1' }, { text: 'Cách chúng tôi tính giá', href: '/methodology' }],
    },
  ],
};

export default { about, conversion, investing, history, faq } satisfies Record<
  'about' | 'conversion' | 'investing' | 'history' | 'faq',
  ArticleInput
>;
