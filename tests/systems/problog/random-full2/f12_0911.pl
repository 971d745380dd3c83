:- use_module(library(lists)).
0.6::e0(3).
0.7::e1(3).
0.8::e1(2).
0.25::e1(1).
e2(3).
0.1::e2(3); 0.2::e2(1).
0.6::e3(3,3).
0.2::e3(3,2).
0.2::e3(3,3); 0.1::e3(2,2).
p00(X) :- p01(Y), e3(1,1), e2(Y), between(1,3,X), findall(V, e0(V), L), L = [].
p01(X) <- e1(Z), e1(Z), e3(Z,Z), between(1,3,X), findall(V, e1(V), L), sum_list(L, T), T > 2.
p01(Y) :- (Z \== 1, p01(Z), p00(Z), between(1,3,Y), Z >= 1) ; (e1(1), p00(X), between(1,3,Y), \+ e3(Y,3)).
p01(Y) :- Y == 2, e1(Y), p00(Y), \+ e1(Y).
p10 :- p10, e2(1).
p10 :- p10, e3(Y,2).
query(e3(X,Y)).
query(e2(3)).
