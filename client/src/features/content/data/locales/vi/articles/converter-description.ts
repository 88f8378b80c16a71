import type { ArticleInput } from '@shared/schemas/content';

export default {
  title: 'Công cụ chuyển đổi và tính toán crypto',
  intro: [
    'Công cụ chuyển đổi này quy đổi bất kỳ lượng tiền mã hóa nào sang giá trị tương ứng bằng một loại tiền truyền thống hoặc một đồng tiền mã hóa khác, theo tỷ giá thị trường mới nhất hiện có. Công cụ miễn phí, không cần tài khoản và luôn hiển thị tỷ giá đã dùng để bạn thấy rõ kết quả được tính như thế nào.',
  ],
  sections: [
    {
      heading: 'Tính năng',
      paragraphs: [
        'Công cụ hỗ trợ khoảng 250 đồng tiền mã hóa và khoảng 50 loại tiền pháp định, được xây dựng xoay quanh bốn tính năng cốt lõi:',
      ],
      list: [
        'Tỷ giá theo thời gian thực: giá trung vị từ nhiều sàn giao dịch và CoinGecko, được cập nhật lại mỗi phút, kèm nút Làm mới để cập nhật khi cần.',
        'Hỗ trợ đa tiền tệ: quy đổi giữa crypto và tiền pháp định, hoặc giữa hai đồng tiền mã hóa, với ô chọn tiền tệ có tìm kiếm.',
        'Tính toán tức thì: kết quả, tỷ giá và tỷ giá nghịch đảo hiện ra ngay khi bạn nhập số lượng hoặc đổi loại tiền.',
        'Dữ liệu lịch sử: công cụ tính lợi nhuận tra cứu giá lịch sử để bạn so sánh một thời điểm trong quá khứ với hôm nay.',
      ],
      links: [{ text: 'Cách chúng tôi tính giá', href: '/methodology' }],
    },
    {
      heading: 'Cách đọc kết quả',
      paragraphs: [
        'Bảng kết quả hiển thị số lượng bạn đã nhập, giá trị quy đổi, tỷ giá cho một đơn vị tiền nguồn và tỷ giá nghịch đảo cho một đơn vị tiền đích. Thời điểm làm mới gần nhất được hiển thị ngay bên dưới.',
        'Nếu không kết nối được dữ liệu trực tiếp, bảng kết quả sẽ thông báo rõ và hiển thị giá trị ước tính dựa trên một bản chụp dữ liệu có ghi ngày trước đó. Mọi con số chỉ mang tính thông tin và có thể lệch đôi chút so với mức giá mà một sàn cụ thể đưa ra.',
      ],
      links: [{ text: 'Công cụ tính lợi nhuận crypto', href: '/crypto-profit-calculator' }],
    },
  ],
} satisfies ArticleInput;
