:- use_module(library(lists)).
e0(2).
e0(1).
0.2::e0(1); 0.2::e0(2); 0.1::e0(3).
0.1::e1(2,3).
e1(3,3).
0.7::e1(3,1).
0.3::e1(3,3); 0.1::e1(1,1); 0.2::e1(2,2).
0.4::e2(3,3).
e3.
p00 :- e2(X,1), e1(X,Z), W is X + 3, W < 5, W is X + 2, W < 5.
P::p01(2,X) :- (p01(2,Y), e2(Z,Y), between(1,3,X), call(e1, 3, Y)), P is X / 4.
p10 :- p10, p10.
p11(X) :- e0(Z), between(1,3,X), \+ e1(X,Z), W is Z + 1, W < 5.
p11(1) :- e3, p00, \+ p01(3,1), findall(V, e1(1,V), L), sum_list(L, T), T > 2.
P::p20(Y,X) :- ((p10, e0(Y), between(1,3,X), W is Y + 1, W < 5) ; (p20(Z,3), e1(Z,Y), between(1,3,X))), P is Y / 4.
p20(Y,X) :- p20(Z,2), p00, e1(2,1), between(1,3,X), between(1,3,Y), Y == X.
p20(X,X) :- p20(X,3), p01(X,1), call(e1, 3, X), \+ p00.
query(e2(1,2)).
query(e3) :- between(1,2,X).
