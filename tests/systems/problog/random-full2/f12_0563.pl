:- use_module(library(lists)).
e0(3).
e0(1).
e0(2).
0.3::e0(2); 0.2::e0(1); 0.3::e0(3).
0.7::e1(2).
0.8::e1(3).
e1(1).
0.1::e1(1); 0.2::e1(2).
0.9::e2(2,2).
e2(2,1).
0.2::e2(3,3); 0.3::e2(1,1); 0.2::e2(2,2).
0.6::e3(3).
e3(1).
p00 :- X \== 3, e1(X), e2(X,X), e3(X).
p00 <- p00.
p10 :- p10, findall(V, e3(V), L), L \= [].
p20(3) :- p20(3), e1(Y), p00, Y @>= a.
0.8::p20(X) :- (p10, e3(Z), between(1,3,X)) ; (e1(Y), e0(Z), p20(Z), between(1,3,X), Z @=< 1, call(e0, 3)).
p20(X) <- p00, e3(Z), e1(3), between(1,3,X), \+ e0(2), \+ e1(2).
p30(Y) :- p10, p10, e2(Z,Z), between(1,3,Y), Y \= 1, Y @=< a.
p30(X) :- (e1(Y), e0(2), between(1,3,X), not p20(2), findall(V, e0(V), L), sum_list(L, T), T > 2) ; (e2(1,X)).
0.6::p30(Y) :- Z == 3, p30(Z), between(1,3,Y).
query(p00).
query(e3(Y)).
query(e0(3)).
query(\+ e0(1)).
