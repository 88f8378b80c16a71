import type { ArticleInput } from '@shared/schemas/content';

export default {
  title: 'BTC/USD Çeviricimizi Nasıl Kullanırsınız?',
  intro: [
    "Yukarıdaki çevirici, belirli bir miktar Bitcoin'in (BTC) ABD doları (USD) cinsinden ne ettiğini ve bir dolar tutarının ne kadar Bitcoin'e karşılık geldiğini gösterir. Beş borsa ve CoinGecko'daki en güncel fiyatların medyanını kullanır; hem kuru hem de ters kuru gösterdiği için her sonucu kendiniz doğrulayabilirsiniz.",
  ],
  sections: [
    {
      heading: "BTC'yi USD'ye Çevirme",
      paragraphs: [
        "Bir Bitcoin miktarının dolar karşılığını bulmak için aşağıdaki adımları izleyin. Sayfa BTC/USD paritesi seçili olarak açılır; bu nedenle genellikle yalnızca miktarı değiştirmeniz yeterlidir.",
      ],
      list: [
        '“Kriptodan İtibari Paraya” sekmesinin seçili olduğundan emin olun.',
        'Miktar alanına bitcoin sayısını yazın; örneğin 0,01 ya da 0,25.',
        "Kaynak para biriminin Bitcoin (BTC), Hedef para biriminin ABD doları (USD) olduğunu kontrol edin.",
        "Sonuç panelinde dolar karşılığını, BTC/USD kuruyla birlikte okuyun.",
        'Daha yeni bir kur istiyorsanız Yenile düğmesine basın; bu düğme 10 saniyede bir kullanılabilir.',
      ],
    },
    {
      heading: "USD'yi BTC'ye Çevirme",
      paragraphs: [
        "Bir dolar tutarının ne kadar Bitcoin'e karşılık geleceğini görmek için pariteyi tersine çevirin. İki para birimi seçicisi arasındaki yer değiştirme düğmesi bunu tek tıkla yapar.",
      ],
      list: [
        "Kaynak USD, Hedef BTC olacak şekilde Kaynak ile Hedef arasındaki yuvarlak yer değiştirme düğmesine basın.",
        'Dolar tutarını girin; örneğin 100 ya da 1.000.',
        "Sonucu BTC cinsinden okuyun; küçük tutarlar çok sayıda ondalık basamak içerebilir.",
        "Tam bir bitcoinin dolar fiyatını görmek için ters kuru kullanın.",
        "BTC/USD'ye geri dönmek için yer değiştirme düğmesine yeniden basın.",
      ],
    },
    {
      heading: 'Sık Kullanılan BTC Miktarları',
      paragraphs: [
        "Çoğu kişi tam coinler yerine bitcoin kesirleri tutar ya da gönderir. Aşağıdaki sayfalar, çeviriciyi yaygın bir miktar önceden girilmiş olarak açar:",
      ],
      links: [
        { text: '0,1 BTC kaç USD', href: '/btc-to-usd/0.1' },
        { text: '0,05 BTC kaç USD', href: '/btc-to-usd/0.05' },
        { text: '0,01 BTC kaç USD', href: '/btc-to-usd/0.01' },
        { text: '0,005 BTC kaç USD', href: '/btc-to-usd/0.005' },
        { text: '0,003 BTC kaç USD', href: '/btc-to-usd/0.003' },
        { text: '0,0025 BTC kaç USD', href: '/btc-to-usd/0.0025' },
        { text: '0,002 BTC kaç USD', href: '/btc-to-usd/0.002' },
        { text: '0,001 BTC kaç USD', href: '/btc-to-usd/0.001' },
        { text: '0,0005 BTC kaç USD', href: '/btc-to-usd/0.0005' },
        { text: '0,0002 BTC kaç USD', href: '/btc-to-usd/0.0002' },
        { text: '0,0001 BTC kaç USD', href: '/btc-to-usd/0.0001' },
        { text: '0,00001 BTC kaç USD', href: '/btc-to-usd/0.00001' },
      ],
    },
    {
      heading: 'Dönüşüm Nasıl Hesaplanır?',
      paragraphs: [
        "Hesaplamanın kendisi basittir: dolar değeri, BTC miktarının güncel BTC/USD kuruyla çarpımına eşittir. Kur bir bitcoinin dolar cinsinden fiyatıysa 0,01 BTC bu fiyatın yüzde birine, 0,5 BTC ise yarısına eşittir.",
        "Ters kur, bir bölü kurdur. BTC/USD için bir dolarla kaç bitcoin alınabileceğini gösterir ve bu çok küçük bir sayıdır. USD'yi BTC'ye çevirdiğinizde araç, dolar tutarını bir bitcoinin fiyatına böler; bu da ters kurla çarpmakla aynı sonucu verir.",
        "Kur bir referans fiyattır: beş borsa ve CoinGecko'daki fiyatların, diğerlerinden belirgin biçimde uzaklaşan fiyatlar dışarıda bırakılarak hesaplanan medyanıdır. Tek bir borsanın fiyatı olmadığından bir borsa biraz daha yüksek ya da düşük fiyat verebilir; alım satım yaparsanız ücretler ve makaslar da elinize geçecek tutarı değiştirir.",
        "Hiçbir kaynağa ulaşılamazsa sayfa, elindeki son kuru canlı olmadığını belirterek gösterir. Böyle bir kur da yoksa bunu size bildirir ve bunun yerine fiyatların daha önceki, tarihli bir anlık görüntüsünü kullanır. Bu değerler yaklaşık olarak etiketlenir: miktarın şu anda ne ettiğini değil, gösterilen tarihte kabaca ne ettiğini gösterir. Canlı bir kur almayı yeniden denemek için daha sonra Yenile düğmesine basın.",
      ],
      links: [{ text: 'Fiyatları nasıl hesaplıyoruz?', href: '/methodology' }],
    },
    {
      heading: 'Sıkça Sorulan Sorular',
      faqs: [
        {
          question: 'BTC/USD kuru ne sıklıkla güncellenir?',
          answer: [
            "Sayfa açık olduğu sürece her dakika yeni bir kur talep eder; son yenileme zamanı sonucun altında gösterilir. Daha yeni bir kur istemek için Yenile düğmesine de basabilirsiniz; bu düğme en fazla 10 saniyede bir kullanılabilir.",
          ],
        },
        {
          question: 'Sonuç neden borsamdaki fiyattan farklı?',
          answer: [
            "Her borsanın kendi emir defteri vardır; bu nedenle fiyatlar bir platformdan diğerine biraz farklılık gösterir. Çevirici, derlenmiş bir referans kur gösterir. Borsalar ayrıca işlem ücreti alır ve alış ile satış fiyatları arasında bir makas bulunur; bunlar birlikte genellikle elinize geçen tutarı azaltır.",
          ],
        },
        {
          question: 'Bir bitcoinde kaç satoshi vardır?',
          answer: [
            "Bir bitcoin, kısaca “sats” olarak da anılan 100.000.000 satoshi'ye bölünür. Buna göre 0,001 BTC 100.000 satoshi'ye, 0,00001 BTC ise 1.000 satoshi'ye eşittir. Çevirici BTC cinsinden çalıştığı için satoshi tutarlarını ondalık karşılıklarıyla girin.",
          ],
        },
        {
          question: 'Bu sitede bitcoin alıp satabilir miyim?',
          answer: [
            "Hayır. Bu site yalnızca bilgilendirme amaçlı bir hesaplama aracıdır. Bir alım satım platformu değildir, herhangi bir kripto para saklamaz ve kullanıcı hesabı yoktur. Alım ya da satım yapmak için kendi araştırmanızı yaptıktan sonra tercih ettiğiniz bir borsayı veya başka bir hizmeti kullanmanız gerekir.",
          ],
        },
      ],
    },
  ],
} satisfies ArticleInput;
