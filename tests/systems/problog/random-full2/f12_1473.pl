:- use_module(library(lists)).
0.1::e0(2,3).
e0(2,2).
0.1::e0(1,2).
0.3::e0(3,3); 0.3::e0(1,1).
0.3::e1(1).
0.1::e1(2).
0.2::e1(1); 0.2::e1(2); 0.3::e1(3).
e2.
0.9::e3(2,1).
0.9::e3(3,1).
e3(2,3).
0.2::e3(2,2); 0.3::e3(3,3); 0.3::e3(1,1).
p00(Y) :- (e0(Y,Y), findall(V, e1(V), L), length(L, N), N >= 1) ; (e0(X,X), e1(Z), between(1,3,Y), W is Z + 3, W < 5).
p00(1) :- p00(1), p01(Z).
p00(Y) <- p01(2), between(1,3,Y), compare(O, Y, 3), Y \== Y.
p01(X) :- (p01(X), e3(X,2)) ; (p01(2), e3(Z,3), e0(1,Z), between(1,3,X), X =:= 1, call(e3, 2, 3)).
p10 :- p10, e2, p01(1), findall(V, p01(V), L), L \= [].
0.4::p10 :- p10.
query(p10).
query(\+ p10).
evidence(e2, false).
