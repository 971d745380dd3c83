:- use_module(library(lists)).
e0(2).
0.9::e1(1,3).
0.6::e1(2,1).
0.4::e1(1,1).
0.1::e1(2,2); 0.2::e1(3,3); 0.2::e1(1,1).
e2(3).
0.3::e3(1).
e3(3).
0.2::e3(1); 0.3::e3(3); 0.3::e3(2).
P::p00(Y) :- (e3(Z), p00(Z), between(1,3,Y), findall(V, e1(Y,V), L), L \= [], \+ e0(3)), P is Y / 4.
p01(Y) :- (e3(X), p00(X), between(1,3,Y), findall(V, e3(V), L), L \= []) ; (Z \== 1, e0(Z), e1(Z,Z), between(1,3,Y), findall(V, e0(V), L), L \= []).
p10(Y) <- p10(3), p10(Y), p01(Y).
0.8::p11(X) :- (p10(Y), e3(Y), p11(Y), between(1,3,X)) ; (p10(2), e3(Z), p11(Z), between(1,3,X)).
p11(Y) :- e2(Y), p00(Y).
p11(X) <- p10(Z), p10(1), p00(Y), between(1,3,X).
p20 :- p00(3), p10(3).
p20 :- p00(Y).
query(p00(Y)).
query(p00(1)).
evidence(p10(3), false).
