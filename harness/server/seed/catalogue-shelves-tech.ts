/** Shelves of industrial technology and computing (T, TP, TN, TU, TB, U). */
import { words } from './catalogue-template.js';
import { TECH, TEXTBOOK, type GroupSpec } from './catalogue-shelves-types.js';

const IT_PUB = ['机械工业出版社', '电子工业出版社', '人民邮电出版社', '清华大学出版社', '中国电力出版社', '北京大学出版社'];

export const TECHNOLOGY: GroupSpec = {
  name: '工业技术',
  weight: 9,
  vocab: {
    lang: words('Java C语言 C++ Go@2012 Rust@2016 JavaScript TypeScript@2015 Kotlin@2017 Swift@2015 PHP C# Visual_Basic Scala@2010 Lua Perl Ruby Dart@2019 MATLAB R语言 汇编语言'),
    langSuffix: words('从入门到精通 从入门到实践 核心技术 程序设计 编程思想 高级程序设计 并发编程实战 权威指南 程序设计教程 快速上手 项目实战'),
    pyUse: words('数据分析 网络爬虫 机器学习 自动化办公 数据可视化 科学计算 Web开发 量化交易 深度学习@2016 游戏开发 金融分析 文本挖掘 图像处理 运维'),
    ai: words('推荐系统@2012 模式识别 数据挖掘 机器学习@2010 深度学习@2016 强化学习@2017 自然语言处理@2010 计算机视觉@2010 大语言模型@2023 知识图谱@2016 神经网络 生成式人工智能@2023 AI大模型@2023'),
    aiSuffix: words('原理与实践 实战 入门 算法详解 应用开发 导论 基础教程 核心技术 方法 工程实践 技术与应用'),
    net: words('TCP/IP 计算机网络 网络工程 无线网络 云计算@2010 软件定义网络@2014 物联网@2010 路由与交换 局域网 网络管理 HTTP 网络编程 边缘计算@2018'),
    netSuffix: words('原理 技术与应用 实验教程 详解 基础教程'),
    sec: words('渗透测试 Web安全 密码学 数据安全 网络攻防 漏洞挖掘 恶意代码分析 逆向工程 安全运维 应急响应 移动安全@2012 云安全@2012 工控安全'),
    db: words('MySQL SQL_Server Oracle PostgreSQL Redis@2012 MongoDB@2012 SQL Access 达梦@2015 Elasticsearch@2014 HBase@2012 SQLite'),
    app: words('Photoshop Premiere After_Effects Illustrator CorelDRAW 剪映@2019 Blender 3ds_Max Maya InDesign Cinema_4D@2012 Lightroom@2008 Figma@2019'),
    office: words('Excel Word PPT WPS_Office Office Excel函数 Excel图表 Excel_VBA Access Visio'),
    officeUse: words('高效办公 数据处理与分析 函数与公式应用 办公应用从入门到精通 商务演示'),
    room: words('住宅 小户型 客厅 厨房 卫浴 儿童房 软装'),
    mech: words('机械设计 机械制图 机械原理 液压与气动技术 数控加工 工业机器人@2012 PLC编程'),
    cadVer: words('2008@2007 2010@2009 2014@2013 2016@2015 2018@2017 2020@2019 2022@2021 2024@2023'),
    car: words('维修 保养 电路 构造 驾驶技巧 新能源汽车维修@2015 故障诊断 发动机维修 空调维修 电控技术 钣金 美容装饰'),
    techForm: words('从入门到精通 实战 技术详解 基础教程 案例教程 项目实战 开发实战 核心技术 权威指南 快速入门 进阶 实用教程 学习笔记 原理与实践 开发指南'),
    tele: words('5G@2018 移动通信 光纤通信 卫星通信 无线通信 4G@2012 LTE@2010 通信原理 数字通信 微波通信'),
  },
  shelves: [
    {
      classno: 'TP312', topic: '编程', subject: '程序语言－程序设计', weight: 6, zone: 'science', pages: [260, 900], price: 1.4, editions: true, minYear: 1995,
      publishers: IT_PUB, author: TECH,
      titles: ['{lang}{langSuffix}', '{lang}{techForm}', '深入理解{lang}', '{lang}[程序设计语言|编程之道|编程指南]', '[零基础学|轻松学]{lang}'],
      summary: [
        ['本书系统讲解了{lang}语言的语法、核心特性和编程技巧。', '本书从基础语法讲起，循序渐进地介绍了{lang}开发的方方面面。'],
        ['全书以大量示例代码为线索，帮助读者快速掌握实际开发能力。', '书中包含多个完整的项目案例。'],
        ['适合{lang}初学者及有一定经验的开发人员阅读，也可作为高等院校相关专业的教材。'],
      ],
    },
    {
      classno: 'TP311.561', topic: 'Python', subject: '软件工具－程序设计', weight: 3, zone: 'science', pages: [240, 720], price: 1.4, editions: true, minYear: 2008,
      publishers: IT_PUB, author: TECH,
      titles: ['Python编程[从入门到实践|快速上手|从零开始]', '利用Python进行{pyUse}', 'Python{pyUse}{techForm}', '零基础学Python[|{pyUse}]', 'Python[网络编程|核心编程|高级编程|设计模式|测试驱动开发|并发编程]'],
      summary: [
        ['本书介绍了使用Python进行{pyUse}的方法与技巧。', '本书从零开始讲解Python语言，并以{pyUse}为主线展开实践。'],
        ['书中代码均经过测试，可直接运行。'],
        ['适合编程初学者和相关从业人员阅读。'],
      ],
    },
    {
      classno: 'TP18', topic: '人工智能', subject: '人工智能', weight: 4, zone: 'science', pages: [200, 640], price: 1.4, minYear: 2000, editions: true,
      publishers: [...IT_PUB, '中信出版社', '科学出版社'], author: TECH,
      titles: ['{ai}{aiSuffix}', '动手学{ai}', '图解{ai}', '{ai}[：基于Python的实现|的数学基础|工程实践]', '人工智能[简史|时代|通识课|导论|基础|伦理|与未来|十讲|的边界]', '{ai}{techForm}'],
      summary: [
        ['本书系统介绍了{ai}的基本原理、典型算法和应用实践。', '本书用通俗的语言和丰富的图示讲解了{ai}的核心思想。'],
        ['书中配有大量实例和代码，帮助读者理解算法细节。'],
        ['适合人工智能初学者及高等院校相关专业师生阅读。'],
      ],
    },
    {
      classno: 'TP393', topic: '计算机网络', subject: '计算机网络', weight: 2, zone: 'science', pages: [240, 640], price: 1.3, editions: true,
      publishers: IT_PUB, author: TECH,
      titles: ['{net}{netSuffix}', '{net}{techForm}'],
      summary: [['本书全面介绍了{net}的基本概念、体系结构与关键技术。'], ['每章附有习题，适合作为高等院校教材。']],
    },
    {
      classno: 'TP393.08', topic: '网络安全', subject: '计算机网络－网络安全', weight: 2, zone: 'science', pages: [240, 600], price: 1.4, minYear: 2000,
      publishers: IT_PUB, author: TECH,
      titles: ['{sec}[实战|从入门到精通|技术揭秘|权威指南]', '{sec}{techForm}', '白帽子讲{sec}', '网络安全[技术与实践|基础教程|攻防实战]'],
      summary: [['本书系统讲解了{sec}的原理、工具与实战技巧。'], ['书中强调合法合规地开展安全测试。']],
    },
    {
      classno: 'TP311.13', topic: '数据库', subject: '数据库系统', weight: 2, zone: 'science', pages: [240, 680], price: 1.3, editions: true,
      publishers: IT_PUB, author: TECH,
      titles: ['{db}[从入门到精通|必知必会|技术内幕|实战宝典|数据库应用教程]', '{db}{techForm}', '数据库系统[概论|原理与应用|实验指导]'],
      summary: [['本书讲解了{db}数据库的设计、开发与管理。'], ['内容由浅入深，实例丰富。']],
    },
    {
      classno: 'TP391.413', topic: '设计软件', subject: '图像处理软件', weight: 2, zone: 'science', pages: [240, 560], price: 1.5, minYear: 1996,
      publishers: IT_PUB, author: { ...TECH, foreign: undefined },
      titles: ['中文版{app}从入门到精通', '{app}{techForm}', '{app}[案例教程|完全自学教程|设计与制作|实战200例]'],
      summary: [['本书以实例为主线，全面讲解了{app}的各项功能。'], ['附赠教学视频和素材文件。']],
    },
    {
      classno: 'TP317.1', topic: '办公软件', subject: '办公自动化－应用软件', weight: 2, zone: 'science', pages: [200, 480], price: 1.3, minYear: 1996,
      publishers: IT_PUB, author: { ...TECH, foreign: undefined },
      titles: ['{office}{officeUse}', '[职场|秒懂|一看就会]{office}{officeUse}'],
      summary: [['本书结合职场常见任务，讲解了{office}的实用技巧。'], ['帮助读者提高办公效率。']],
    },
    {
      classno: 'TN929.5', topic: '通信技术', subject: '移动通信', weight: 1, zone: 'science', pages: [220, 520], price: 1.3,
      publishers: ['人民邮电出版社', '电子工业出版社', '清华大学出版社'], author: TECH,
      titles: ['{tele}[原理与技术|系统|网络规划与优化|技术与应用]', '{tele}{techForm}'],
      summary: [['本书介绍了{tele}的基本原理、关键技术与工程应用。']],
    },
    {
      classno: 'TU238', topic: '家装', subject: '室内装饰设计', weight: 1, zone: 'science', pages: [160, 320], price: 1.6,
      publishers: ['中国建筑工业出版社', '化学工业出版社', '江苏凤凰科学技术出版社'], author: { roles: ['编著', '主编'] },
      titles: ['{room}[设计|装修|收纳]{design}', '家居[软装|设计|改造][指南|图解]'],
      vocab: { design: words('全书 图解 实例 一本通 灵感集') },
      summary: [['本书精选了大量{room}设计案例，介绍了实用的装修知识。']],
    },
    {
      classno: 'TH122', subject: '机械设计－高等学校－教材', weight: 1, zone: 'science', pages: [260, 640], price: 1.3, editions: true,
      publishers: ['机械工业出版社', '高等教育出版社', '化学工业出版社', '清华大学出版社'], author: TEXTBOOK,
      titles: ['{mech}', '{mech}[教程|基础|实训教程|习题集]'],
      summary: [['本书系统讲述了{mech}的基本理论与方法。'], ['可作为高等院校机械类专业教材。']],
    },
    {
      classno: 'TB237', subject: '工程制图－AutoCAD软件', weight: 1, zone: 'science', pages: [260, 560], price: 1.4,
      publishers: ['机械工业出版社', '电子工业出版社', '清华大学出版社', '化学工业出版社'], author: TEXTBOOK,
      titles: ['AutoCAD {cadVer}中文版[从入门到精通|实用教程|机械制图|建筑制图]'],
      summary: [['本书详细讲解了AutoCAD {cadVer}的绘图方法与技巧。'], ['配有大量工程实例。']],
    },
    {
      classno: 'U472', topic: '汽车', subject: '汽车－车辆修理', weight: 1, zone: 'science', pages: [200, 480], price: 1.4,
      publishers: ['机械工业出版社', '化学工业出版社', '人民交通出版社'], author: TEXTBOOK,
      titles: ['汽车{car}[从入门到精通|一本通|图解|技术|手册|实例]'],
      summary: [['本书介绍了汽车{car}的基础知识与实用技巧。'], ['图文结合，通俗易懂。']],
    },
  ],
};
