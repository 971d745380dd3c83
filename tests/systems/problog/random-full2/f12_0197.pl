:- use_module(library(lists)).
0.4::e0(1,3).
0.3::e0(3,3).
0.4::e0(3,1).
0.7::e1.
0.9::e2(3,2).
0.6::e2(1,3).
0.75::e2(2,1).
0.3::e3(1); 0.2::e3(2).
0.6::p00(X) :- e0(Y,Z), e1, p00(X), Z @=< 2, \+ e0(X,2).
p10(Y) :- e3(2), e2(Z,Y).
p10(Y) :- (p10(2), e1, p00(Y), \+ e3(Y), \+ e3(1)) ; (e0(Y,Y)).
p10(3) <- p00(X), p10(Y), p10(1), X \== Y, \+ e0(Y,Y).
p20(X) :- X \== 1, p00(3), between(1,3,X), findall(V, p00(V), L), sort(L, S), length(S, N), N < 2.
p30(Y,Y) :- Y == 3, p00(Z), e3(Y), compare(O, Y, 1).
query(p30(1,2)).
query(e0(3,2)).
query(p00(X)) :- between(1,2,X).
